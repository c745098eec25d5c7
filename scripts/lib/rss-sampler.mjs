// A process's resident set (VmRSS from /proc, Linux) sampled on a timer, to show whether a long
// job's memory stays flat or grows with the work.
import fs from "node:fs";

const MB = 1024;

/** VmRSS of `pid` in MB, or null once the process is gone. */
function rssMb(pid) {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, "utf8");
    const kb = Number(/^VmRSS:\s+(\d+)\s+kB/m.exec(status)?.[1]);
    return Number.isFinite(kb) ? Math.round((kb / MB) * 10) / 10 : null;
  } catch {
    return null;
  }
}

/** Starts sampling; stop() answers { startMb, peakMb, endMb, samples }. */
export function sampleRss(pid, everyMs = 500) {
  const samples = [rssMb(pid)];
  const timer = setInterval(() => samples.push(rssMb(pid)), everyMs);
  return {
    stop() {
      clearInterval(timer);
      samples.push(rssMb(pid));
      const known = samples.filter((value) => value !== null);
      return {
        startMb: known[0],
        peakMb: Math.max(...known),
        endMb: known.at(-1),
        samples: known.length,
      };
    },
  };
}
