import { Badge, Group, Radio, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useId } from 'react';
import classes from './ChoiceCard.module.css';

type Props = {
  value: string;
  title: string;
  description: string;
  /** The picture on the left: a type icon or a campaign logo. */
  media: ReactNode;
  /** A badge such as "Coming soon" or "Default". */
  badge?: string;
  isDisabled?: boolean;
};

/**
 * One selectable card of a Radio.Group (types, templates). An unavailable card stays focusable
 * (aria-disabled rather than disabled) so keyboard and screen-reader users still learn that it
 * exists and why it cannot be picked; the group's onChange ignores it.
 */
export function ChoiceCard({ value, title, description, media, badge, isDisabled = false }: Props) {
  const descriptionId = useId();
  const badgeId = useId();
  return (
    <Radio.Card
      value={value}
      aria-label={title}
      aria-describedby={badge ? `${descriptionId} ${badgeId}` : descriptionId}
      aria-disabled={isDisabled || undefined}
      radius="md"
      p="md"
      h="100%"
      className={classes.card}
    >
      <Group wrap="nowrap" align="flex-start" gap="md">
        {media}
        <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
          <Group justify="space-between" wrap="nowrap" gap="xs" align="flex-start">
            {/* Campaign names may be long: two lines, then an ellipsis; the full name is the aria-label. */}
            <Text fw={600} lineClamp={2} style={{ overflowWrap: 'anywhere' }}>
              {title}
            </Text>
            {!isDisabled && <Radio.Indicator size="sm" style={{ flexShrink: 0 }} />}
          </Group>
          <Text id={descriptionId} size="sm" c="dimmed" lineClamp={2}>
            {description}
          </Text>
          {badge && (
            <Badge id={badgeId} size="sm" variant="light" color={isDisabled ? 'gray' : undefined} mt={2}>
              {badge}
            </Badge>
          )}
        </Stack>
      </Group>
    </Radio.Card>
  );
}
