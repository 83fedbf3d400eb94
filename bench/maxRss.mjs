// Loaded with `node --import` into a benchmark's child: prints the child's own peak resident set
// size (kB) on exit. It reads VmHWM from /proc/self/status, the high-water mark of this process's
// address space, which starts afresh at exec. Not `process.resourceUsage().maxRSS` (getrusage):
// Linux carries the parent's high-water mark at fork into the child's figure, so a child of a
// benchmark holding a large server reported the server's memory, not its own.
import { readFileSync } from 'node:fs';

/** The process's peak RSS in kB: VmHWM where /proc exists, else getrusage's figure. */
function peakRssKb() {
  try {
    const match = /^VmHWM:\s+(\d+)\s+kB$/m.exec(readFileSync('/proc/self/status', 'utf8'));
    if (match) return Number(match[1]);
  } catch {
    // No /proc (macOS): getrusage is the best there is.
  }
  return process.resourceUsage().maxRSS;
}

process.on('exit', () => {
  process.stderr.write(`maxrss=${peakRssKb()}\n`);
});
