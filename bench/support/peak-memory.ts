import { spawn } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";

/** What a command took: its wall time, and the most memory its process tree held at once. */
export interface Measured {
  seconds: number;
  /** The largest sum of resident memory over the command and every process it started. */
  peakBytes: number;
}

/** The process and its descendants, from /proc (Linux). */
function tree(pid: number): number[] {
  const children = readdirSync(`/proc/${pid}/task`).flatMap((task) => {
    try {
      return readFileSync(`/proc/${pid}/task/${task}/children`, "utf8").split(" ").filter(Boolean);
    } catch {
      return [];
    }
  });
  return [pid, ...children.flatMap((child) => safeTree(Number(child)))];
}

const safeTree = (pid: number): number[] => {
  try {
    return tree(pid);
  } catch {
    // It ended while being read.
    return [];
  }
};

/** Resident memory of one process in bytes; 0 once it has ended. */
function residentBytes(pid: number): number {
  try {
    const line = readFileSync(`/proc/${pid}/status`, "utf8").match(/^VmRSS:\s+(\d+) kB$/m);
    return line ? Number(line[1]) * 1024 : 0;
  } catch {
    return 0;
  }
}

/**
 * Runs `command` and samples its process tree's resident memory every `everyMs` until it ends.
 * Gatsby renders pages in worker processes, so the tree's sum is what the machine must have.
 */
export function measureCommand(
  command: string,
  args: string[],
  options: { cwd: string; env: NodeJS.ProcessEnv; everyMs?: number },
): Promise<Measured> {
  const started = process.hrtime.bigint();
  const child = spawn(command, args, {
    cwd: options.cwd,
    env: options.env,
    stdio: ["ignore", "ignore", "inherit"],
  });
  let peakBytes = 0;
  const sample = setInterval(() => {
    if (child.pid === undefined) return;
    const bytes = safeTree(child.pid).reduce((sum, pid) => sum + residentBytes(pid), 0);
    peakBytes = Math.max(peakBytes, bytes);
  }, options.everyMs ?? 200);
  return new Promise((resolve, reject) => {
    child.on("error", reject);
    child.on("exit", (code) => {
      clearInterval(sample);
      if (code !== 0) return reject(new Error(`${command} ${args.join(" ")} exited with ${code}`));
      resolve({ seconds: Number(process.hrtime.bigint() - started) / 1e9, peakBytes });
    });
  });
}
