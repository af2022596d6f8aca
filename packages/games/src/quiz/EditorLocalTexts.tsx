import { SimpleGrid, Textarea, TextInput } from '@mantine/core';
import { withText } from './editor-lists.ts';
import type { Texts } from './question-schemas.ts';

type Props = {
  /** The label of one language's input; `language` is its code in capitals. */
  label(language: string): string;
  texts: Texts;
  languages: readonly string[];
  maxLength: number;
  isMultiline?: boolean;
  disabled: boolean;
  onChange(texts: Record<string, string>): void;
};

/** One marketer text in each shown language, side by side where there is room. */
export function EditorLocalTexts({ label, texts, languages, maxLength, isMultiline, disabled, onChange }: Props) {
  return (
    <SimpleGrid type="container" cols={{ base: 1, '480px': Math.min(2, Math.max(1, languages.length)) }} spacing="xs">
      {languages.map((code) =>
        isMultiline ? (
          <Textarea
            key={code}
            label={label(code.toUpperCase())}
            value={texts[code] ?? ''}
            maxLength={maxLength}
            autosize
            minRows={2}
            disabled={disabled}
            onChange={(event) => onChange(withText(texts, code, event.currentTarget.value))}
          />
        ) : (
          <TextInput
            key={code}
            label={label(code.toUpperCase())}
            value={texts[code] ?? ''}
            maxLength={maxLength}
            disabled={disabled}
            onChange={(event) => onChange(withText(texts, code, event.currentTarget.value))}
          />
        ),
      )}
    </SimpleGrid>
  );
}
