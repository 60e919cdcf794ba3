// The worker thread's entry: piscina calls the default export with each task. Bundled on its own
// (build.mjs) as dist/plan-worker.mjs; from TypeScript sources it loads through worker-dev.mjs.
import { runPlanTask, type PlanTaskMessage } from './tasks.ts';

export default function handle(message: PlanTaskMessage): unknown {
  return runPlanTask(message);
}
