import { Card, Grid, Group, Stack, Text, Title } from '@mantine/core';
import type { PlanOut, PlanStrategy } from '@paydown/domain';
import { lazy, Suspense, useMemo, useState } from 'react';
import { AfterFirstPaint } from '../../components/AfterFirstPaint.tsx';
import { CenteredLoader } from '../../components/CenteredLoader.tsx';
import { QueryFailure } from '../../components/QueryState.tsx';
import { toAmount } from '../../lib/format.ts';
import { trpc } from '../../lib/trpc.ts';
import { ProgressVsPlan } from '../progress/ProgressVsPlan.tsx';
import { CustomOrder } from './CustomOrder.tsx';
import { ExtraMonthly } from './ExtraMonthly.tsx';
import { LumpSums } from './LumpSums.tsx';
import { PayoffTimeline } from './PayoffTimeline.tsx';
import { PlanChartCard } from './PlanChartCard.tsx';
import { PlanEmpty } from './PlanEmpty.tsx';
import { PlanHeadline } from './PlanHeadline.tsx';
import { isPlanEmpty, promotionsRun } from './plan-format.ts';
import { PlanWarnings } from './PlanWarnings.tsx';
import { previewWithSchedule } from './preview.ts';
import { ScheduleTable } from './ScheduleTable.tsx';
import { StrategyCards } from './StrategyCards.tsx';
import { settingsOf, usePlanWrites, type PlanSettings, type SaveControl } from './use-plan.ts';
import { SaveStatus } from './SaveStatus.tsx';
import { useQuery } from '@tanstack/react-query';
import { planQuery } from './queries.ts';
import { debtListQuery } from '../debts/queries.ts';
import { InPlanToggles } from './InPlanToggles.tsx';
import { useWhatIfEffects } from './use-what-if-effects.ts';
import { WhatIfEffect } from './WhatIfEffect.tsx';

// The offer form below the first view checks its values with the shared zod schemas: its code comes
// after the screen has drawn, so the Plan screen paints without building any schema.
const OfferPanel = lazy(() => import('../offers/OfferPanel.tsx').then((m) => ({ default: m.OfferPanel })));

const sameSettings = (a: PlanSettings, b: PlanSettings) =>
  a.strategy === b.strategy &&
  toAmount(a.extraMonthly) === toAmount(b.extraMonthly) &&
  (a.customOrder ?? []).join(',') === (b.customOrder ?? []).join(',');

/** The debts in the order a custom plan starts from: the saved custom order, else the plan's. */
function orderItems(plan: PlanOut) {
  const byId = new Map(plan.debts.map((d) => [d.debtId, d]));
  const saved = (plan.customOrder ?? []).filter((id) => byId.has(id));
  const rest = [...plan.debts].sort((a, b) => a.order - b.order).filter((d) => !saved.includes(d.debtId));
  const first = saved.flatMap((id) => byId.get(id) ?? []);
  return [...first, ...rest].map((d) => ({ debtId: d.debtId, debtName: d.debtName }));
}

/**
 * The Plan screen: when you will be debt-free, the strategies side by side, the what-if
 * (extra per month, lump sums), the balances chart, the payoff timeline and the month-by-month
 * schedule. Changes are previewed in the browser at once and saved to the server behind them.
 */
export function PlanPage() {
  const utils = trpc.useUtils();
  const plan = useQuery(planQuery(utils));
  const debts = useQuery(debtListQuery(utils));
  // What the user has set and the server may not have yet (null: nothing pending).
  const [draft, setDraft] = useState<PlanSettings | null>(null);
  // A failed save shows the saved plan again (and a toast says why).
  const writes = usePlanWrites({ onSaveFailed: () => setDraft(null) });

  const server = plan.data;
  const pending = server && draft && !sameSettings(draft, settingsOf(server)) ? draft : null;
  // The what-if's whole schedule rides along (null: the server's plan is shown, paged by the server).
  const preview = useMemo(() => {
    if (!server || !pending || !debts.data) return null;
    return previewWithSchedule({ settings: pending, debts: debts.data, lumpSums: server.lumpSums, startDate: server.startDate });
  }, [server, pending, debts.data]);
  const shown = useMemo(() => {
    if (!server) return undefined;
    if (!pending) return server;
    // Until the debts have arrived the preview cannot run: the choice is shown while it saves.
    if (!preview) return { ...server, strategy: pending.strategy, extraMonthly: pending.extraMonthly };
    return preview.plan;
  }, [server, pending, preview]);
  const effects = useWhatIfEffects({ server, shown, debts: debts.data, settings: server ? (pending ?? settingsOf(server)) : null });

  if (plan.isError) {
    return (
      <Stack gap="lg">
        <PlanTitle />
        <QueryFailure title="Failed to load your plan" error={plan.error} onRetry={() => void plan.refetch()} />
      </Stack>
    );
  }
  if (!shown || !server) {
    return (
      <Stack gap="lg">
        <PlanTitle />
        <CenteredLoader label="Loading your plan..." mih={200} />
      </Stack>
    );
  }
  if (isPlanEmpty(server)) {
    return (
      <Stack gap="lg">
        <PlanTitle />
        <PlanEmpty hasDebts={(debts.data?.length ?? 0) > 0} />
        <InPlanToggles debts={debts.data ?? []} />
      </Stack>
    );
  }

  const current = pending ?? settingsOf(server);
  const change = (next: PlanSettings, from: SaveControl) => {
    setDraft(next);
    // The slider moves through many amounts: only the one it rests on is saved.
    if (from === 'extra') writes.saveLater(next, from);
    else writes.save(next, from);
  };
  const chooseStrategy = (strategy: PlanStrategy) => {
    if (strategy === current.strategy) return;
    const customOrder = strategy === 'custom' ? (current.customOrder ?? orderItems(shown).map((i) => i.debtId)) : current.customOrder;
    change({ ...current, strategy, customOrder }, 'strategy');
  };
  const names = new Map(shown.debts.map((d) => [d.debtId, d.debtName]));
  const inPlan = new Set(server.debts.map((d) => d.debtId));

  return (
    <Stack gap="lg">
      <PlanTitle />
      <PlanHeadline plan={shown} />
      <PlanWarnings plan={shown} names={names} />
      <StrategyCards
        plan={shown}
        promotions={promotionsRun(debts.data ?? [], server.startDate)}
        saveState={writes.saveState('strategy')}
        onChoose={chooseStrategy}
      />
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Card h="100%">
            <Stack gap="lg">
              <ExtraMonthly
                value={toAmount(current.extraMonthly)}
                monthlyBudget={shown.monthlyBudget}
                saveState={writes.saveState('extra')}
                effect={effects.extra && <WhatIfEffect label="With this extra per month" {...effects.extra} />}
                onChange={(value) => change({ ...current, extraMonthly: value.toFixed(2) }, 'extra')}
              />
              <LumpSums
                lumpSums={server.lumpSums}
                adding={writes.adding}
                removingId={writes.removingId}
                onAdd={writes.addLumpSum}
                onRemove={writes.removeLumpSum}
                effect={effects.lumpSums && <WhatIfEffect label="With your lump sums" {...effects.lumpSums} />}
                draftEffect={(input) => {
                  const effect = effects.lumpSumDraft(input);
                  return effect && <WhatIfEffect label="Adding this lump sum" {...effect} />;
                }}
              />
            </Stack>
          </Card>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          {current.strategy === 'custom' ? (
            <Card h="100%">
              <Group gap="xs" mb="xs">
                <Text fw={700}>Your order</Text>
                <SaveStatus state={writes.saveState('order')} label="Your order" />
              </Group>
              <CustomOrder
                items={orderItems({ ...shown, customOrder: current.customOrder })}
                onChange={(customOrder) => change({ ...current, customOrder }, 'order')}
              />
            </Card>
          ) : (
            <PayoffTimeline plan={shown} />
          )}
        </Grid.Col>
      </Grid>
      {/* What lies below the first view (the offer's form, the charts, the schedule) once the plan's figures are on screen. */}
      <AfterFirstPaint fallback={null}>
        <InPlanToggles debts={debts.data ?? []} />
        <Suspense fallback={null}>
          <OfferPanel debts={(debts.data ?? []).filter((d) => inPlan.has(d.id))} />
        </Suspense>
        <PlanChartCard plan={shown} />
        <Card>
          <ProgressVsPlan />
        </Card>
        {current.strategy === 'custom' && <PayoffTimeline plan={shown} />}
        <ScheduleTable plan={shown} whole={preview?.months ?? null} />
      </AfterFirstPaint>
    </Stack>
  );
}

function PlanTitle() {
  return (
    <div>
      <Title order={1} fz={{ base: 26, sm: 32 }}>
        Your Payoff Plan
      </Title>
      <Text c="dimmed">When you will be debt-free, the order to pay in, and what paying a little extra does.</Text>
    </div>
  );
}
