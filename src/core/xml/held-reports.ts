/**
 * Reports a streaming reader holds back until it knows where they fall among the others, in
 * one queue ordered by position: {@link HeldReports.hold} places one, {@link HeldReports.flush}
 * hands on, in order, those placed at or before a position, {@link HeldReports.discard} drops
 * them all (the token they came from will be read again). Reports held at one position keep
 * the order they were held in.
 *
 * Made for a hot loop: `length` is a plain array length, so asking whether anything is held
 * costs one compare, and nothing is allocated while the queue is empty.
 */
export class HeldReports<Report> {
  private readonly positions: number[] = [];
  private readonly reports: Report[] = [];

  /** How many reports are held. */
  get length(): number {
    return this.positions.length;
  }

  hold(position: number, report: Report): void {
    const positions = this.positions;
    let k = positions.length;
    while (k > 0 && positions[k - 1] > position) k--;
    if (k === positions.length) {
      positions.push(position);
      this.reports.push(report);
    } else {
      positions.splice(k, 0, position);
      this.reports.splice(k, 0, report);
    }
  }

  /**
   * Takes out the reports held at or before `upTo` (all of them by default) and passes each to
   * `emit`, in position order. They leave the queue before the first is emitted, so `emit` may
   * hold new ones.
   */
  flush(emit: (report: Report) => void, upTo = Infinity): void {
    const positions = this.positions;
    let count = 0;
    while (count < positions.length && positions[count] <= upTo) count++;
    if (count === 0) return;
    positions.splice(0, count);
    const due = this.reports.splice(0, count);
    for (const report of due) emit(report);
  }

  discard(): void {
    if (this.positions.length === 0) return;
    this.positions.length = 0;
    this.reports.length = 0;
  }
}
