import { Anchor, Text } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';
import type { LegalDocument } from './LegalDialog.tsx';

const loadDialog = () => import('./LegalDialog.tsx');
const LegalDialog = lazy(loadDialog);

/** 'By continuing, you agree to our Terms of Service and Privacy Policy', each opening a dialog. */
export function LegalLinks() {
  const [open, setOpen] = useState<LegalDocument | null>(null);
  // Fetch the dialog code as soon as the visitor shows interest, so it opens without a wait.
  const prefetch = () => void loadDialog();
  const link = (which: LegalDocument, label: string) => (
    <Anchor component="button" type="button" size="xs" onClick={() => setOpen(which)} onPointerEnter={prefetch} onFocus={prefetch}>
      {label}
    </Anchor>
  );
  return (
    <>
      <Text size="xs" c="dimmed" ta="center">
        By continuing, you agree to our {link('terms', 'Terms of Service')} and {link('privacy', 'Privacy Policy')}.
      </Text>
      {open && (
        <Suspense fallback={null}>
          <LegalDialog which={open} onClose={() => setOpen(null)} />
        </Suspense>
      )}
    </>
  );
}
