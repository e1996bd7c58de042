// What the figures were measured on: CPU, cores, Node, load average, and the source revision.
import { execFileSync } from "node:child_process";
import { cpus, loadavg, totalmem } from "node:os";
import { round } from "./stats.mjs";

// "Low" load: the 1-minute average at most half a core per core, i.e. the machine mostly idle.
const LOW_LOAD_PER_CORE = 0.5;

export const loadAverage = () => loadavg().map((v) => round(v, 2));

export function machineInfo() {
  const cores = cpus().length;
  const start = loadAverage();
  return {
    cpuModel: cpus()[0]?.model?.trim() ?? "unknown",
    cores,
    memoryGiB: round(totalmem() / 2 ** 30, 1),
    node: process.version,
    platform: `${process.platform} ${process.arch}`,
    loadAverageStart: start,
    lowLoadAtStart: start[0] <= cores * LOW_LOAD_PER_CORE,
    lowLoadRule: `1-minute load average <= ${LOW_LOAD_PER_CORE} per core`,
  };
}

/** The git commit (with "+ local changes" when the tree is dirty); BENCH_REVISION names a tree that has no .git. */
export function revision() {
  if (process.env.BENCH_REVISION) return process.env.BENCH_REVISION;
  const git = (...args) => execFileSync("git", args, { encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] }).trim();
  try {
    const commit = git("rev-parse", "--short", "HEAD");
    return git("status", "--porcelain", "--untracked-files=no") ? `${commit} + local changes` : commit;
  } catch {
    return "unknown (not a git checkout)";
  }
}
