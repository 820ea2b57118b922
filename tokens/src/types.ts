/**
 * The shape of build/tokens.json (`@platform/tokens/tokens.json`), written by scripts/build.mjs
 * and read by the docs pages. Import the JSON and assert it: `tokensJson as TokensDocument`.
 */
export type TokenLayer = 'primitive' | 'semantic' | 'component';
export type ContrastKind = 'text' | 'large-text' | 'ui';

export interface TokenEntry {
  /** kebab-case name, also the custom property without its dashes: `color-text-default` */
  readonly name: string;
  /** `--color-text-default` */
  readonly cssVar: string;
  /** the token's path in the DTCG files: `["color", "text", "default"]` */
  readonly path: readonly string[];
  /** DTCG `$type`: color, dimension, fontFamily, fontWeight, number, duration, cubicBezier, shadow, asset */
  readonly type: string;
  readonly layer: TokenLayer;
  /** resolved CSS value in this theme */
  readonly value: string;
  /** the authored reference, `{color.gray.900}`, or null for a literal */
  readonly reference: string | null;
  /** the CSS the build wrote: `var(--color-gray-900)` or the literal */
  readonly cssValue: string;
  readonly description: string | null;
  /** true when this theme's brand files override the token */
  readonly overridden: boolean;
}

export interface ContrastEntry {
  readonly foreground: string;
  readonly background: string;
  readonly over: string | null;
  readonly kind: ContrastKind;
  readonly foregroundValue: string;
  readonly backgroundValue: string;
  readonly overValue: string | null;
  /** measured ratio rounded down to 2 decimals */
  readonly ratio: number;
  readonly required: number;
  readonly pass: boolean;
  readonly description: string | null;
}

export interface ThemeDocument {
  readonly id: string;
  readonly selector: string;
  readonly tokens: readonly TokenEntry[];
  readonly contrast: readonly ContrastEntry[];
}

export interface TokensDocument {
  readonly generatedBy: string;
  readonly layers: readonly TokenLayer[];
  /** `$description` of token groups, by dotted path: `{ "color.gray": "Neutral grey ramp..." }` */
  readonly groups: Readonly<Record<string, string>>;
  readonly requiredRatio: Readonly<Record<ContrastKind, number>>;
  readonly themes: readonly ThemeDocument[];
}
