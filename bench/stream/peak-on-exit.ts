/**
 * Imported into a measured child (`node --import tsx --import ./bench/stream/peak-on-exit.ts
 * …`): on exit it prints the process's peak resident set size and CPU time on stderr, read by
 * `bench/stream.bench.ts`. getrusage's ru_maxrss (kB on Linux) is exact where a poll of
 * /proc/PID/status can miss the last moments.
 */
process.on('exit', () => {
  const cpu = process.cpuUsage();
  process.stderr.write(
    `\nmeasured: peak-rss-kb ${process.resourceUsage().maxRSS} cpu-ms ${Math.round((cpu.user + cpu.system) / 1000)}\n`,
  );
});
