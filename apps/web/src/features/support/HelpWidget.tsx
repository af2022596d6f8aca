import { MAX_SUPPORT_MESSAGE_LENGTH } from '@gc/contracts/support-limits';
import { Alert, Anchor, Button, Popover, Stack, Text, Textarea, Title, VisuallyHidden } from '@mantine/core';
import { IconExternalLink, IconHelpCircle, IconMessageCircle } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { SUPPORT_URL } from '../../app/app-config.ts';
import { ServerViolations } from '../../components/forms/ServerViolations.tsx';
import { api } from '../../lib/api-client.ts';
import { useLoggedInUser } from '../account/use-logged-in-user.ts';
import { useFlags } from '../flags/use-flags.ts';

/**
 * Spec §2 "Dialogs and widgets": the service-desk help widget, or, while the CHAT_WIDGET flag is on,
 * the chat widget in its place (it receives the signed-in user's e-mail and full name). No third-party
 * service is reachable, so both are ours (docs/decisions.md, issue 17): the service desk links to the
 * guides, the tutorials and the support site; the chat sends a message to the support team's mailbox.
 * It sits in the signed-in frame's header, so it is never on /login, /forgot-password or /others/404.
 */
export function HelpWidget() {
  const flags = useFlags();
  if (!flags) return null;
  return flags.CHAT_WIDGET ? <ChatWidget /> : <ServiceDeskWidget />;
}

function WidgetPopover({
  label,
  icon,
  children,
}: {
  label: string;
  icon: ReactNode;
  children: (close: () => void, titleId: string) => ReactNode;
}) {
  const [opened, setOpened] = useState(false);
  const titleId = useId();
  const close = () => setOpened(false);
  return (
    <Popover
      opened={opened}
      onChange={setOpened}
      position="bottom-end"
      width={340}
      shadow="md"
      trapFocus
      returnFocus
      withinPortal
    >
      <Popover.Target>
        <Button
          size="compact-sm"
          variant="light"
          leftSection={icon}
          aria-expanded={opened}
          aria-haspopup="dialog"
          onClick={() => setOpened((isOpen) => !isOpen)}
        >
          {label}
        </Button>
      </Popover.Target>
      <Popover.Dropdown role="dialog" aria-labelledby={titleId}>
        {opened && children(close, titleId)}
      </Popover.Dropdown>
    </Popover>
  );
}

function ServiceDeskWidget() {
  const { t } = useTranslation();
  return (
    <WidgetPopover label={t('helpWidget.open')} icon={<IconHelpCircle size={16} />}>
      {(close, titleId) => (
        <Stack gap="xs">
          <Title order={2} size="h5" id={titleId}>
            {t('helpWidget.serviceDeskTitle')}
          </Title>
          <Text size="sm">{t('helpWidget.serviceDeskText')}</Text>
          <Anchor component={Link} to="/support/user-guides" size="sm" onClick={close}>
            {t('helpWidget.guides')}
          </Anchor>
          <Anchor component={Link} to="/support/user-guides?starting_guide=video_tutorials" size="sm" onClick={close}>
            {t('helpWidget.videos')}
          </Anchor>
          <Anchor href={SUPPORT_URL} target="_blank" rel="noopener noreferrer" size="sm">
            {t('helpWidget.supportSite')} <IconExternalLink size={12} aria-hidden />
            <VisuallyHidden>{t('helpWidget.newTab')}</VisuallyHidden>
          </Anchor>
          <Anchor component={Link} to="/support" size="sm" onClick={close}>
            {t('helpWidget.allOptions')}
          </Anchor>
        </Stack>
      )}
    </WidgetPopover>
  );
}

function ChatWidget() {
  const { t } = useTranslation();
  return (
    <WidgetPopover label={t('helpWidget.chatOpen')} icon={<IconMessageCircle size={16} />}>
      {(_close, titleId) => <ChatPanel titleId={titleId} />}
    </WidgetPopover>
  );
}

function ChatPanel({ titleId }: { titleId: string }) {
  const { t } = useTranslation();
  const me = useLoggedInUser();
  const page = useLocation().pathname;
  const [message, setMessage] = useState('');
  const send = useMutation({
    mutationFn: (text: string) => api<void>('/support/messages', { method: 'POST', body: { message: text, page } }),
    onSuccess: () => setMessage(''),
  });
  const email = me.data?.email ?? '';
  const name = me.data ? `${me.data.firstName} ${me.data.lastName}`.trim() : '';

  return (
    <Stack gap="xs">
      <Title order={2} size="h5" id={titleId}>
        {t('helpWidget.chatTitle')}
      </Title>
      {send.isSuccess ? (
        <>
          <Alert color="teal" role="status">
            {t('helpWidget.sent', { email })}
          </Alert>
          <Button variant="subtle" size="compact-sm" onClick={() => send.reset()}>
            {t('helpWidget.another')}
          </Button>
        </>
      ) : (
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            if (message.trim()) send.mutate(message.trim());
          }}
        >
          <Stack gap="xs">
            <Text size="sm">{t('helpWidget.chatAs', { name, email })}</Text>
            <ServerViolations error={send.error} />
            <Textarea
              label={t('helpWidget.message')}
              value={message}
              onChange={(event) => setMessage(event.currentTarget.value)}
              autosize
              minRows={3}
              maxRows={8}
              maxLength={MAX_SUPPORT_MESSAGE_LENGTH}
              data-autofocus
            />
            <Button type="submit" loading={send.isPending} disabled={!message.trim()}>
              {t('helpWidget.send')}
            </Button>
          </Stack>
        </form>
      )}
    </Stack>
  );
}
