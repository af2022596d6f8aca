import { notifications } from '@mantine/notifications';
import type { ReactNode } from 'react';
import i18n from '../lib/i18n.ts';

/** Spec §9: a toast clears itself after 20 s unless told otherwise. */
export const TOAST_TIMEOUT_MS = 20_000;

type ToastOptions = {
  message: ReactNode;
  title?: ReactNode;
  kind?: 'success' | 'error' | 'info';
  timeoutMs?: number;
};

const COLORS = { success: 'teal', error: 'red', info: 'blue' } as const;

export function showToast({ message, title, kind = 'info', timeoutMs = TOAST_TIMEOUT_MS }: ToastOptions): void {
  notifications.show({
    message,
    title,
    color: COLORS[kind],
    autoClose: timeoutMs,
    withBorder: true,
    // The close button is an icon: without a name a screen reader announces "button" alone (axe button-name).
    closeButtonProps: { 'aria-label': i18n.t('common.closeNotification') },
  });
}
