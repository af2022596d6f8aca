import type { CustomAttributesValue } from '@gc/contracts/custom-attributes';
import type { GameSettingsChanges } from '@gc/contracts/game-settings';
import type { PrizePool } from '@gc/contracts/prizes';
import type { ComponentType, ReactNode } from 'react';
import type { SettingsLayout } from './core/settings-layout.ts';

/**
 * The prize pools the builder could load for the sector prize selects. `unavailable` covers a failed
 * request, a missing prizes API (404) and a user without prize access: editors then keep the chosen
 * pools and say why none can be picked.
 */
export type PrizePoolsState =
  | { status: 'loading' }
  | { status: 'unavailable' }
  | { status: 'ready'; pools: readonly PrizePool[] };

export type ImageFieldProps = {
  label: string;
  description?: string;
  value: string | null;
  onChange: (url: string | null) => void;
  disabled?: boolean;
};

export type NewPrizeButtonProps = {
  /** The new pool, once created; the builder has already added it to `prizePools`. */
  onCreated: (pool: PrizePool) => void;
  disabled?: boolean;
};

export type CustomAttributesFieldProps = {
  value: CustomAttributesValue | null;
  onChange: (value: CustomAttributesValue | null) => void;
  disabled?: boolean;
};

/**
 * What the builder lends an editor: its widgets and data, so that game folders never import the
 * builder app (the dependency goes from apps/web to packages/games only).
 */
export interface EditorHost {
  /**
   * Renders a field that chooses or uploads an image in the campaign's asset library (the value is
   * the image's URL). A render function rather than a component, so no component is made per render.
   */
  renderImageField(props: ImageFieldProps): ReactNode;
  /** The company's prize pools with their remaining stock. */
  readonly prizePools: PrizePoolsState;
  /** A link to the prize management page (/prize-management), rendered by the builder's router. */
  readonly PrizeManagementLink: ComponentType<{ children: ReactNode }>;
  /**
   * Renders a button that creates a prize pool in place, in the prize page's dialog (its fields, checks
   * and texts), so a marketer picking a sector's prize need not leave the builder. Renders nothing for
   * users who may not manage prizes.
   */
  renderNewPrizeButton(props: NewPrizeButtonProps): ReactNode;
  /**
   * Renders the company's custom outcome attributes form (spec §2) for an outcome of the game's own (a
   * calendar tile's), or nothing for a company that does not use them.
   */
  renderCustomAttributes(props: CustomAttributesFieldProps): ReactNode;
  /**
   * The company's IANA time zone (Europe/Belgrade), in which its campaigns' days and schedules are read:
   * an editor that shows dates names it.
   */
  readonly timeZone: string;
}

/** Props of a game's Editor.tsx: the part of its settings that a generated form cannot express. */
export interface GameEditorProps<Settings> {
  /** The current (unsaved) settings of the campaign's game. */
  readonly settings: Settings;
  /** Replaces the settings; the builder keeps the change in the working copy until Save. */
  onChange(settings: Settings): void;
  /** The campaign's languages (short names), for per-language texts. */
  readonly languages: readonly string[];
  /** The language chosen in the builder's dropdown, or 'all' to show every language. */
  readonly language: string;
  /** False for users who may look but not edit. */
  readonly canEdit: boolean;
  readonly host: EditorHost;
}

/** A text the builder shows, by its key in the builder's catalogue (`game.quiz.limitLowered`), with its values. */
export type EditorNotice = {
  readonly titleKey: string;
  readonly key: string;
  readonly values: Readonly<Record<string, unknown>>;
};

/**
 * One line of the editor registry: the hand-written editor (loaded lazily), the generated form's layout,
 * and optionally what the builder tells the marketer when a save changed the game beyond what was sent:
 * from the saved draft's gameChanges (spec §7) and the saved settings. Defaults to nothing.
 */
export type GameEditorEntry = {
  readonly type: string;
  // biome-ignore lint/suspicious/noExplicitAny: the registry holds editors of every settings type
  readonly Editor: ComponentType<GameEditorProps<any>>;
  readonly layout: SettingsLayout;
  readonly saveNotices?: (changes: GameSettingsChanges, settings: unknown) => readonly EditorNotice[];
};
