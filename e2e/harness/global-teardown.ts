import fs from 'node:fs';
import { killGroup } from './processes.ts';
import { readState, removeState } from './state.ts';

export default async function globalTeardown(): Promise<void> {
  let state;
  try {
    state = readState();
  } catch {
    return; // the setup failed and cleaned up itself, or never ran
  }
  // nginx first, then the renderer (both hold connections to what is behind them), then the
  // backend (graceful: finishes writes).
  for (const pid of [...state.pids].reverse()) await killGroup(pid);
  if (state.tmpDir) {
    if (process.env.E2E_KEEP_TMP === '1') console.log(`[e2e harness] kept ${state.tmpDir}`);
    else fs.rmSync(state.tmpDir, { recursive: true, force: true });
  }
  removeState();
}
