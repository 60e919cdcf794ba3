import { describeApiError } from '../../lib/api-error.ts';
import { useInvalidateMoneyData } from '../../lib/invalidate-money-data.ts';
import { toastError, toastSuccess } from '../../lib/toast.ts';
import { toastSuccessWithUndo } from '../../lib/undo-toast.tsx';
import { trpc } from '../../lib/trpc.ts';
import { useCurrentUser } from '../auth/current-user.tsx';
import type { Suggestion } from './labels.ts';
import { notifyAfterGenerate } from './notify.ts';

/** The toasts of the AI actions, word for word as docs/product.md section 8 lists them. */
export const AI_MESSAGES = {
  insightsSuccess: 'New AI insights generated successfully!',
  insightsFailure: 'Failed to generate AI insights. Please try again.',
  recommendationsSuccess: 'New AI recommendations generated successfully!',
  recommendationsFailure: 'Failed to generate AI recommendations. Please try again.',
  applySuccessTitle: 'Suggestion Applied Successfully!',
  applySuccessMessage: 'Your debt details have been updated with the AI recommendation.',
  /** An informational suggestion (no change to a debt) is only marked applied. */
  applyInfoMessage: 'We have marked this suggestion as applied.',
  applyFailure: 'Failed to apply AI suggestion. Please try again.',
  undoSuccess: 'Suggestion undone: your debt is back as it was.',
  undoFailure: 'Failed to undo the suggestion. Please try again.',
} as const;

/** The success toast for an applied suggestion stays 4 seconds, not the default toast duration. */
export const APPLY_TOAST_MS = 4000;

/**
 * Failures whose cause the user can act on: an unconfirmed email (403), an ended trial (402), too
 * many generations in an hour (429), a suggestion or debt that is gone (404). The toast keeps the
 * spec's wording as its title and says why underneath.
 */
const EXPLAINED = new Set(['FORBIDDEN', 'PAYMENT_REQUIRED', 'TOO_MANY_REQUESTS', 'NOT_FOUND', 'CONFLICT']);

export function toastAiFailure(error: unknown, text: string): void {
  const info = describeApiError(error);
  if (info.code && EXPLAINED.has(info.code) && info.serverMessage) {
    toastError({ title: text, message: info.serverMessage });
  } else {
    toastError({ message: text });
  }
}

export interface GenerateAi {
  generateInsights: () => void;
  generateRecommendations: () => void;
  insightsPending: boolean;
  recommendationsPending: boolean;
  /** Either generation is running (both buttons wait). */
  pending: boolean;
}

/**
 * 'Generate Insights' and 'Get Recommendations'. Both run the same engine on the server; success
 * refreshes every AI read and sums up what is new in one notifications-bell item (notify.ts).
 */
export function useGenerateAi(): GenerateAi {
  const user = useCurrentUser();
  // New suggestions change every AI read and the dashboard's suggestion card: one invalidation.
  const invalidate = useInvalidateMoneyData();
  const utils = trpc.useUtils();
  // Both generations answer the same way; only the spec's texts differ.
  const feedback = (success: string, failure: string) => ({
    onSuccess: (result: { suggestions: readonly Suggestion[] }) => {
      toastSuccess({ message: success });
      // The bell sums up the generation in one item, with the payments of the next 7 days (the
      // dashboard's list: cached when the dashboard was shown; without it, the suggestions alone).
      void utils.dashboard.get
        .ensureData()
        .catch(() => undefined)
        .then((dashboard) =>
          notifyAfterGenerate(user.id, { suggestions: result.suggestions, upcoming: dashboard?.upcomingPayments ?? [] }),
        );
      void invalidate();
    },
    onError: (error: unknown) => toastAiFailure(error, failure),
  });

  const insights = trpc.ai.generateInsights.useMutation(feedback(AI_MESSAGES.insightsSuccess, AI_MESSAGES.insightsFailure));
  const recommendations = trpc.ai.generateRecommendations.useMutation(
    feedback(AI_MESSAGES.recommendationsSuccess, AI_MESSAGES.recommendationsFailure),
  );

  const pending = insights.isPending || recommendations.isPending;
  return {
    generateInsights: () => {
      if (!pending) insights.mutate();
    },
    generateRecommendations: () => {
      if (!pending) recommendations.mutate();
    },
    insightsPending: insights.isPending,
    recommendationsPending: recommendations.isPending,
    pending,
  };
}

export interface ApplySuggestion {
  /** Applies the suggestion (after the user confirmed its preview). */
  apply: (id: number) => void;
  /** The suggestion being applied, if any (one at a time). */
  pendingId: number | undefined;
  /** Undoes an applied suggestion while the server still allows it (undoableUntil). */
  undo: (id: number) => void;
  /** The suggestion being undone, if any. */
  undoingId: number | undefined;
}

/**
 * 'Apply This Suggestion' (once confirmed): the server changes the debt and marks the suggestion
 * applied. The suggestion shows as applied at once; the toast offers Undo; then suggestions, every
 * AI figure, the debts and the dashboard are read again. Undo writes the debt's values back and
 * opens the suggestion again.
 */
export function useApplySuggestion(): ApplySuggestion {
  const utils = trpc.useUtils();
  const invalidate = useInvalidateMoneyData();
  const replace = (changed: Suggestion) =>
    utils.ai.suggestions.setData(undefined, (list) => list?.map((s) => (s.id === changed.id ? changed : s)));
  const undoMutation = trpc.ai.undoSuggestion.useMutation({
    onSuccess: (undone) => {
      toastSuccess({ message: AI_MESSAGES.undoSuccess });
      replace(undone);
      void invalidate();
    },
    onError: (error) => toastAiFailure(error, AI_MESSAGES.undoFailure),
  });
  const undo = (id: number) => {
    if (!undoMutation.isPending) undoMutation.mutate({ id });
  };
  const mutation = trpc.ai.applySuggestion.useMutation({
    onSuccess: (applied) => {
      const message = applied.action ? AI_MESSAGES.applySuccessMessage : AI_MESSAGES.applyInfoMessage;
      if (applied.undoableUntil) {
        toastSuccessWithUndo({
          title: AI_MESSAGES.applySuccessTitle,
          message,
          autoClose: APPLY_TOAST_MS,
          onUndo: () => undoMutation.mutate({ id: applied.id }),
        });
      } else {
        toastSuccess({ title: AI_MESSAGES.applySuccessTitle, message, autoClose: APPLY_TOAST_MS });
      }
      replace(applied);
      void invalidate();
    },
    onError: (error) => toastAiFailure(error, AI_MESSAGES.applyFailure),
  });
  return {
    apply: (id) => {
      if (!mutation.isPending) mutation.mutate({ id });
    },
    pendingId: mutation.isPending ? mutation.variables?.id : undefined,
    undo,
    undoingId: undoMutation.isPending ? undoMutation.variables?.id : undefined,
  };
}
