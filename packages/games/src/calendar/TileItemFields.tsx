import { Button, Fieldset, Stack, Switch, Textarea, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { EditorPrizeFields } from '../core/EditorPrizeFields.tsx';
import type { EditorHost } from '../editor-registry-types.ts';
import type { CalendarOutcome, CalendarPrize } from './calendar-schemas.ts';

type Texts = Readonly<Record<string, string>>;
const withText = (texts: Texts, language: string, value: string) => ({ ...texts, [language]: value });

type ItemProps<Item> = {
  title: string;
  languages: readonly string[];
  disabled: boolean;
  host: EditorHost;
  onChange(patch: Partial<Item>): void;
  onRemove(): void;
};

/** A prize behind a tile: its texts and picture per language, where it leads, its pool and odds. */
export function TilePrizeFields(props: ItemProps<CalendarPrize> & { prize: CalendarPrize }) {
  const { prize, languages, disabled, host, onChange } = props;
  const { t } = useTranslation();
  return (
    <Fieldset legend={props.title} disabled={disabled}>
      <Stack gap="xs">
        <Switch
          label={t('game.calendar.enabled')}
          checked={prize.enabled}
          onChange={(event) => onChange({ enabled: event.currentTarget.checked })}
        />
        {languages.map((language) => (
          <Stack key={language} gap="xs">
            <TextInput
              label={t('game.calendar.prizeText', { language })}
              value={prize.text[language] ?? ''}
              onChange={(event) => onChange({ text: withText(prize.text, language, event.currentTarget.value) })}
            />
            <Textarea
              label={t('game.calendar.prizeDescription', { language })}
              value={prize.description[language] ?? ''}
              onChange={(event) =>
                onChange({ description: withText(prize.description, language, event.currentTarget.value) })
              }
            />
            {host.renderImageField({
              label: t('game.calendar.image', { language }),
              value: prize.imageUrl[language] || null,
              disabled,
              onChange: (url) => onChange({ imageUrl: withText(prize.imageUrl, language, url ?? '') }),
            })}
          </Stack>
        ))}
        <TextInput
          label={t('game.calendar.redirectionUrl')}
          placeholder="https://"
          value={prize.redirection.url}
          onChange={(event) => onChange({ redirection: { ...prize.redirection, url: event.currentTarget.value } })}
        />
        <Switch
          label={t('game.calendar.forwardQueryParameters')}
          checked={prize.redirection.forwardQueryParameters}
          onChange={(event) =>
            onChange({ redirection: { ...prize.redirection, forwardQueryParameters: event.currentTarget.checked } })
          }
        />
        <EditorPrizeFields
          prize={prize}
          oddsLabel={t('game.calendar.odds')}
          pools={host.prizePools}
          host={host}
          disabled={disabled}
          onChange={onChange}
        />
        <Button variant="subtle" color="red" onClick={props.onRemove}>
          {t('game.calendar.removePrize')}
        </Button>
      </Stack>
    </Fieldset>
  );
}

/** What a tile shows without a prize: a title, a text and a picture per language. */
export function TileOutcomeFields(props: ItemProps<CalendarOutcome> & { outcome: CalendarOutcome }) {
  const { outcome, languages, disabled, host, onChange } = props;
  const { t } = useTranslation();
  return (
    <Fieldset legend={props.title} disabled={disabled}>
      <Stack gap="xs">
        <Switch
          label={t('game.calendar.enabled')}
          checked={outcome.enabled}
          onChange={(event) => onChange({ enabled: event.currentTarget.checked })}
        />
        {languages.map((language) => (
          <Stack key={language} gap="xs">
            <TextInput
              label={t('game.calendar.outcomeHeading', { language })}
              value={outcome.title[language] ?? ''}
              onChange={(event) => onChange({ title: withText(outcome.title, language, event.currentTarget.value) })}
            />
            <Textarea
              label={t('game.calendar.outcomeText', { language })}
              value={outcome.text[language] ?? ''}
              onChange={(event) => onChange({ text: withText(outcome.text, language, event.currentTarget.value) })}
            />
            {host.renderImageField({
              label: t('game.calendar.image', { language }),
              value: outcome.imageUrl[language] || null,
              disabled,
              onChange: (url) => onChange({ imageUrl: withText(outcome.imageUrl, language, url ?? '') }),
            })}
          </Stack>
        ))}
        {host.renderCustomAttributes({
          value: outcome.customAttributes,
          disabled,
          onChange: (customAttributes) => onChange({ customAttributes }),
        })}
        <Button variant="subtle" color="red" onClick={props.onRemove}>
          {t('game.calendar.removeOutcome')}
        </Button>
      </Stack>
    </Fieldset>
  );
}
