/**
 * Opens the address `open` prints in the user's default browser, where there is one to open:
 * the platform's own opener, given the address as one argument of an argument array (never a
 * shell string, so nothing in it is read by a shell), detached in its own process group (so
 * Ctrl+C on the command leaves the browser alone) with its output ignored. Opening is a
 * convenience: a failure is one line on stderr, never a failed command.
 */
import { spawn } from 'node:child_process';

/** The program that opens an address, and its arguments before the address. */
export interface BrowserOpener {
  readonly command: string;
  readonly args: readonly string[];
}

/** Why no browser is opened: `--no-browser`, a CI job, no display, a platform without an opener. */
export type NoBrowserReason = 'no-browser' | 'ci' | 'no-display' | 'platform';

export interface BrowserPlace {
  readonly platform: NodeJS.Platform;
  readonly env: NodeJS.ProcessEnv;
}

// The platforms whose desktops follow freedesktop.org's xdg-utils.
const XDG_PLATFORMS: readonly NodeJS.Platform[] = ['linux', 'freebsd', 'openbsd', 'netbsd'];

/**
 * A CI job: `CI` set to anything but empty, `0` or `false`, as GitHub Actions, GitLab CI,
 * CircleCI, Travis CI, Bitbucket Pipelines and Buildkite set it. No one sits at its browser.
 */
export function isContinuousIntegration(env: NodeJS.ProcessEnv): boolean {
  const value = env.CI?.trim().toLowerCase();
  return value !== undefined && value !== '' && value !== '0' && value !== 'false';
}

/** How to open a browser here, or why none is opened. */
export function browserOpenerOf(
  place: BrowserPlace,
  isAsked: boolean,
): BrowserOpener | { none: NoBrowserReason } {
  if (!isAsked) return { none: 'no-browser' };
  if (isContinuousIntegration(place.env)) return { none: 'ci' };
  if (place.platform === 'darwin') return { command: 'open', args: [] };
  // url.dll's FileProtocolHandler opens a URL with its registered handler and takes it as
  // one argument; `cmd /c start` would hand it to cmd.exe, which reads `&` and `^`.
  if (place.platform === 'win32')
    return { command: 'rundll32.exe', args: ['url.dll,FileProtocolHandler'] };
  if (!XDG_PLATFORMS.includes(place.platform)) return { none: 'platform' };
  // Without an X11 or Wayland display, xdg-open falls back to a text browser in this terminal.
  if (!place.env.DISPLAY && !place.env.WAYLAND_DISPLAY) return { none: 'no-display' };
  return { command: 'xdg-open', args: [] };
}

/**
 * Starts `opener` on `address` and returns at once; `warn` gets one line if it cannot be
 * started or exits with a failure. The command line goes on serving either way.
 */
export function openInBrowser(
  opener: BrowserOpener,
  address: string,
  env: NodeJS.ProcessEnv,
  warn: (line: string) => void,
): void {
  let isWarned = false;
  const fail = (why: string) => {
    if (isWarned) return;
    isWarned = true;
    warn(`Could not open a browser (${opener.command}: ${why}); open the address above.`);
  };
  try {
    const child = spawn(opener.command, [...opener.args, address], {
      env,
      detached: true,
      stdio: 'ignore',
      windowsHide: true,
    });
    child.on('error', (error) => fail(error.message));
    child.on('exit', (status) => {
      if (status !== null && status !== 0) fail(`exit status ${status}`);
    });
    // The command serves until Ctrl+C whether or not the opener is still running.
    child.unref();
  } catch (error) {
    fail(error instanceof Error ? error.message : String(error));
  }
}
