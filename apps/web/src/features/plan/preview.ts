// The what-if runs packages/domain's previewPlanFromWire: the headline, chart and table move with
// the slider without a round trip; the settings are saved behind it and the server's answer
// replaces the preview once it arrives. `pnpm bench` times the same function (tools/bench plan-bench.ts).
// The preview keeps its whole schedule too, so the table pages through the what-if's own months
// (the server's pages are those of the saved settings).
export { previewPlanFromWire as previewPlan, previewWithScheduleFromWire as previewWithSchedule } from '@paydown/domain/plan';
export type { WirePreviewInput as PreviewInput } from '@paydown/domain/plan';
