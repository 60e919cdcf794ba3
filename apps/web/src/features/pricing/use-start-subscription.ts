import type { priceIdsSchema, PublicUser } from '@paydown/domain';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import { serverMessageOr } from '../../lib/api-error.ts';
import { toastError } from '../../lib/toast.ts';
import { trpc } from '../../lib/trpc.ts';
import { NO_CHECKOUT_URL, PAYMENT_ERROR_DEFAULT, PAYMENT_LINK_DELAY_MS, paymentLinkUrl, type Period } from './plans.ts';

/** What billing.priceIds answers. */
export type PriceIds = z.infer<typeof priceIdsSchema>;

/** The same words the server uses when checkout is refused to an unconfirmed account. */
const CONFIRM_EMAIL_FIRST = 'Please confirm your email address before subscribing.';

/** Leaves the app for the payment provider (a full page load, not a route change). */
function leaveFor(url: string) {
  window.location.assign(url);
}

function paymentError(message: string) {
  toastError({ title: 'Payment Error', message });
}

/**
 * 'Start Free Trial':
 * - a visitor gets 'Authentication Required' and the login tab;
 * - monthly, with a payment link configured: after 1 s the browser opens the link with
 *   client_reference_id and prefilled_email (no call); without a link, Checkout as for annual;
 * - annual: a Checkout Session, then the browser goes to its url;
 * - while a start is in progress further clicks are ignored (a ref, so even two clicks in the
 *   same frame start only once); a failure shows 'Payment Error' and allows another try.
 */
export function useStartSubscription(user: PublicUser | null, prices: PriceIds | undefined) {
  const navigate = useNavigate();
  // mutateAsync keeps its identity across renders (unlike the mutation object), so `start` does too.
  const { mutateAsync: createCheckoutSession } = trpc.billing.createCheckoutSession.useMutation();
  const inProgress = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const [starting, setStarting] = useState<Period | null>(null);

  const reset = useCallback(() => {
    inProgress.current = false;
    setStarting(null);
  }, []);

  useEffect(() => () => clearTimeout(timer.current), []);

  // Coming back from the payment page with the browser's Back button restores this page from the
  // back/forward cache as it was left ('Starting...'): make the buttons usable again.
  useEffect(() => {
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) reset();
    };
    window.addEventListener('pageshow', onPageShow);
    return () => window.removeEventListener('pageshow', onPageShow);
  }, [reset]);

  const start = useCallback(
    async (period: Period) => {
      if (inProgress.current) return;
      if (!user) {
        toastError({ title: 'Authentication Required', message: 'Please log in to start your subscription' });
        void navigate('/auth?tab=login');
        return;
      }
      if (!prices) return; // the buttons say why (payments unavailable)
      inProgress.current = true;
      setStarting(period);

      const link = period === 'monthly' ? prices.monthlyPaymentLink : null;
      if (link) {
        if (!user.emailConfirmed) {
          paymentError(CONFIRM_EMAIL_FIRST);
          reset();
          return;
        }
        let target: string;
        try {
          target = paymentLinkUrl(link, user);
        } catch {
          paymentError(PAYMENT_ERROR_DEFAULT);
          reset();
          return;
        }
        timer.current = setTimeout(() => leaveFor(target), PAYMENT_LINK_DELAY_MS);
        return;
      }

      try {
        const { url } = await createCheckoutSession({
          priceId: period === 'annual' ? prices.annual : prices.monthly,
          mode: 'subscription',
        });
        if (!url) {
          paymentError(NO_CHECKOUT_URL);
          reset();
          return;
        }
        // Stays 'Starting...' until the browser has left.
        leaveFor(url);
      } catch (error) {
        paymentError(serverMessageOr(error, PAYMENT_ERROR_DEFAULT));
        reset();
      }
    },
    [createCheckoutSession, navigate, prices, reset, user],
  );

  return { start, starting };
}
