import { Button } from '@mantine/core';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../test/render.tsx';
import { toastSuccess } from './toast.ts';

describe('toasts', () => {
  it('can be closed with a named button (a screen reader announced only "button")', async () => {
    const { user } = renderApp(<Button onClick={() => toastSuccess({ message: 'Signed out that device' })}>Go</Button>);
    await user.click(screen.getByRole('button', { name: 'Go' }));
    expect(await screen.findByText('Signed out that device')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Close notification' }));
    await waitFor(() => expect(screen.queryByText('Signed out that device')).not.toBeInTheDocument());
  });
});
