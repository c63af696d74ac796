/** A server the tests start as a process of its own, once it answers. */
import type { ChildProcess } from "node:child_process";

const STARTUP_LIMIT_MS = 60_000;

export type RunningServer = { url: string; close: () => Promise<void> };

/**
 * Waits until `child`, named `name` in errors, answers on 127.0.0.1:`port`. `stop` ends it (`close`
 * then waits for it to exit); a server that exits or stays silent a minute fails with its output.
 */
export const whenAnswering = async (
  child: ChildProcess,
  { name, port, stop }: { name: string; port: number; stop: () => void },
): Promise<RunningServer> => {
  let output = "";
  child.stdout?.on("data", (chunk) => (output += chunk));
  child.stderr?.on("data", (chunk) => (output += chunk));
  const exited = new Promise((resolve) => child.once("exit", resolve));
  const url = `http://127.0.0.1:${port}`;
  const close = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    stop();
    await exited;
  };
  const startedAt = Date.now();
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${name} stopped:\n${output}`);
    const answered = await fetch(url, { method: "HEAD" }).then(
      () => true,
      () => false,
    );
    if (answered) return { url, close };
    if (Date.now() - startedAt > STARTUP_LIMIT_MS) {
      await close();
      throw new Error(`${name} did not answer within a minute:\n${output}`);
    }
    // Polled: the server says nothing when it is ready.
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
};
