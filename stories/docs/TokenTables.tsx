import '@platform/tokens/fonts.css';
import '@platform/tokens/tokens.css';
import type { CSSProperties, ReactNode } from 'react';
import styles from './docs.module.css';
import {
  brandLabel,
  type ContrastEntry,
  formatRatio,
  groupDescription,
  inTheme,
  pathToCssVar,
  type ThemeDocument,
  type TokenEntry,
  tokensDocument,
  tokensUnder,
  useDocsTheme,
} from './tokenDocs';

const v = (cssVar: string) => `var(${cssVar})`;

/** Wraps a section in the chosen theme's `data-brand` scope, so that samples use its variables. */
function Themed({ theme, children }: { theme: ThemeDocument; children: ReactNode }) {
  return (
    <div data-brand={theme.id} className={styles.scope}>
      {children}
    </div>
  );
}

function TokenName({ token }: { token: TokenEntry }) {
  return (
    <>
      {token.path.join('.')}
      <br />
      <code className={styles.code}>{token.cssVar}</code>
    </>
  );
}

function Value({ token }: { token: TokenEntry }) {
  return (
    <>
      <code className={styles.code}>{token.value}</code>
      {token.reference ? (
        <>
          <br />
          <span className={styles.muted}>
            from <code className={styles.code}>{token.reference}</code>
          </span>
        </>
      ) : null}
      {token.overridden ? (
        <>
          <br />
          <span className={styles.muted}>set by this brand</span>
        </>
      ) : null}
    </>
  );
}

function Swatch({ cssVar }: { cssVar: string }) {
  return <span aria-hidden="true" className={styles.swatch} style={{ background: v(cssVar) }} />;
}

interface TokenTableProps {
  caption: string;
  tokens: readonly TokenEntry[];
  /** A visual sample of the token; always decorative, the row says everything in text. */
  sample?: (token: TokenEntry) => ReactNode;
  sampleHeader?: string;
}

/** Name, value (and its reference), description, and an optional sample per token. */
function TokenTable({ caption, tokens, sample, sampleHeader = 'Sample' }: TokenTableProps) {
  return (
    <table className={styles.table}>
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">Token</th>
          <th scope="col">Value</th>
          {sample ? <th scope="col">{sampleHeader}</th> : null}
          <th scope="col">Description</th>
        </tr>
      </thead>
      <tbody>
        {tokens.map((token) => (
          <tr key={token.name}>
            <th scope="row">
              <TokenName token={token} />
            </th>
            <td>
              <Value token={token} />
            </td>
            {sample ? <td>{sample(token)}</td> : null}
            <td>
              {token.description ?? groupDescription(token.path.slice(0, -1).join('.')) ?? ''}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** Counts per layer, from tokens.json. */
export function TokenSummary() {
  const theme = useDocsTheme();
  const count = (layer: string) => theme.tokens.filter((token) => token.layer === layer).length;
  const passed = theme.contrast.filter((entry) => entry.pass).length;
  return (
    <p className={styles.summary}>
      {brandLabel(theme.id)} theme: {theme.tokens.length} variables on{' '}
      <code className={styles.code}>{theme.selector}</code> ({count('primitive')} primitive,{' '}
      {count('semantic')} semantic, {count('component')} component);{' '}
      {theme.tokens.filter((t) => t.overridden).length} set by the brand; contrast: {passed} of{' '}
      {theme.contrast.length} pairs pass.
    </p>
  );
}

/** The primitive colour ramps as a grid: one row per ramp, one column per step. */
export function ColorRamps() {
  const theme = useDocsTheme();
  const colors = tokensUnder(theme, 'color', 'primitive');
  const ramps = new Map<string, TokenEntry[]>();
  const singles: TokenEntry[] = [];
  for (const token of colors) {
    const ramp = token.path[1];
    if (token.path.length === 3 && ramp) {
      ramps.set(ramp, [...(ramps.get(ramp) ?? []), token]);
    } else {
      singles.push(token);
    }
  }
  const steps = [...new Set([...ramps.values()].flat().map((token) => token.path[2] ?? ''))].filter(
    (step) => /^\d+$/.test(step),
  );
  const scales = [...ramps.entries()].filter(([, tokens]) =>
    tokens.every((token) => /^\d+$/.test(token.path[2] ?? '')),
  );
  const others = [
    ...singles,
    ...[...ramps.entries()]
      .filter(([, tokens]) => !tokens.every((token) => /^\d+$/.test(token.path[2] ?? '')))
      .flatMap(([, tokens]) => tokens),
  ];
  return (
    <Themed theme={theme}>
      <table className={styles.table}>
        <caption>{inTheme('Colour ramps', theme.id)}</caption>
        <thead>
          <tr>
            <th scope="col">Ramp</th>
            {steps.map((step) => (
              <th scope="col" key={step}>
                {step}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {scales.map(([ramp, tokens]) => (
            <tr key={ramp}>
              <th scope="row">
                color.{ramp}
                <br />
                <span className={styles.muted}>{groupDescription(`color.${ramp}`)}</span>
              </th>
              {steps.map((step) => {
                const token = tokens.find((candidate) => candidate.path[2] === step);
                return (
                  <td key={step}>
                    {token ? (
                      <span className={styles.rampCell}>
                        <Swatch cssVar={token.cssVar} />
                        <code className={styles.code}>{token.value}</code>
                      </span>
                    ) : (
                      '–'
                    )}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
      <TokenTable
        caption="Other primitive colours"
        tokens={others}
        sample={(token) => <Swatch cssVar={token.cssVar} />}
        sampleHeader="Swatch"
      />
    </Themed>
  );
}

const SEMANTIC_COLOR_GROUPS: ReadonlyArray<readonly [string, string]> = [
  ['color.text', 'Text'],
  ['color.background', 'Backgrounds'],
  ['color.border', 'Borders'],
  ['color.focus-ring', 'Focus ring'],
  ['color.action.primary', 'Action: primary'],
  ['color.action.secondary', 'Action: secondary'],
  ['color.action.ghost', 'Action: ghost'],
  ['color.action.danger', 'Action: danger'],
  ['color.status', 'Status'],
];

/** Semantic colours, grouped, with swatches. */
export function SemanticColors() {
  const theme = useDocsTheme();
  return (
    <Themed theme={theme}>
      {SEMANTIC_COLOR_GROUPS.map(([prefix, title]) => (
        <TokenTable
          key={prefix}
          caption={inTheme(title, theme.id)}
          tokens={tokensUnder(theme, prefix, 'semantic')}
          sample={(token) => <Swatch cssVar={token.cssVar} />}
          sampleHeader="Swatch"
        />
      ))}
    </Themed>
  );
}

function ContrastSample({ entry }: { entry: ContrastEntry }) {
  const foreground = v(pathToCssVar(entry.foreground));
  const background = v(pathToCssVar(entry.background));
  const behind: CSSProperties | undefined = entry.over
    ? {
        background: v(pathToCssVar(entry.over)),
        display: 'inline-block',
        padding: 'var(--space-1)',
      }
    : undefined;
  const sample =
    entry.kind === 'ui' ? (
      <span className={styles.sample} style={{ background }}>
        <span className={styles.uiSample} style={{ borderColor: foreground }} />
      </span>
    ) : (
      <span className={styles.sample} style={{ color: foreground, background }}>
        <span>
          <span lang="ko">가</span> <span lang="en">Aa</span>
        </span>
      </span>
    );
  return (
    <span aria-hidden="true" style={behind}>
      {sample}
    </span>
  );
}

const KIND_LABEL: Record<ContrastEntry['kind'], string> = {
  text: 'text',
  'large-text': 'large text',
  ui: 'UI part',
};

/** Every declared pair of the chosen theme, as measured by the token build. */
export function ContrastResults() {
  const theme = useDocsTheme();
  const passed = theme.contrast.filter((entry) => entry.pass).length;
  return (
    <Themed theme={theme}>
      <table className={styles.table}>
        <caption>
          {inTheme('WCAG contrast of the declared pairs', theme.id)}: {passed} of{' '}
          {theme.contrast.length} pass
        </caption>
        <thead>
          <tr>
            <th scope="col">Foreground on background</th>
            <th scope="col">Sample</th>
            <th scope="col">Kind</th>
            <th scope="col">Ratio</th>
            <th scope="col">Required</th>
            <th scope="col">Result</th>
          </tr>
        </thead>
        <tbody>
          {theme.contrast.map((entry) => (
            <tr key={`${entry.foreground}|${entry.background}|${entry.over ?? ''}`}>
              <th scope="row">
                {entry.foreground} <code className={styles.code}>{entry.foregroundValue}</code>
                <br />
                on {entry.background} <code className={styles.code}>{entry.backgroundValue}</code>
                {entry.over ? (
                  <>
                    <br />
                    over {entry.over} <code className={styles.code}>{entry.overValue}</code>
                  </>
                ) : null}
              </th>
              <td>
                <ContrastSample entry={entry} />
              </td>
              <td>{KIND_LABEL[entry.kind]}</td>
              <td>{formatRatio(entry.ratio)}</td>
              <td>{formatRatio(entry.required)}</td>
              <td className={entry.pass ? styles.pass : styles.fail}>
                <span aria-hidden="true">{entry.pass ? '✓ ' : '✗ '}</span>
                {entry.pass ? 'Pass' : 'Fail'}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </Themed>
  );
}

/** The spacing scale, with bars as wide as each step. */
export function SpacingScale() {
  const theme = useDocsTheme();
  return (
    <Themed theme={theme}>
      <TokenTable
        caption={inTheme('Spacing', theme.id)}
        tokens={tokensUnder(theme, 'space')}
        sample={(token) => (
          <span aria-hidden="true" className={styles.bar} style={{ inlineSize: v(token.cssVar) }} />
        )}
      />
    </Themed>
  );
}

/** Corner radii: the primitive scale and the semantic roles a brand changes. */
export function RadiusScale() {
  const theme = useDocsTheme();
  const sample = (token: TokenEntry) => (
    <span
      aria-hidden="true"
      className={styles.radiusBox}
      style={{ borderRadius: v(token.cssVar) }}
    />
  );
  return (
    <Themed theme={theme}>
      <TokenTable
        caption={inTheme('Radius roles', theme.id)}
        tokens={tokensUnder(theme, 'radius', 'semantic')}
        sample={sample}
      />
      <TokenTable
        caption="Radius scale"
        tokens={tokensUnder(theme, 'radius', 'primitive')}
        sample={sample}
      />
    </Themed>
  );
}

const TYPE_SAMPLE = (
  <>
    <span lang="ko">다람쥐 헌 쳇바퀴에 타고파.</span> <span lang="en">The quick brown fox.</span>
  </>
);

/** The type scale: one row per role, with a Korean and English sample set in it. */
export function TypeScale() {
  const theme = useDocsTheme();
  const roles = [
    ...new Set(
      tokensUnder(theme, 'type')
        .filter((token) => token.path.length === 3 && token.path[1] !== 'family')
        .map((token) => token.path[1] ?? ''),
    ),
  ];
  const token = (role: string, part: string) =>
    theme.tokens.find((candidate) => candidate.name === `type-${role}-${part}`);
  return (
    <Themed theme={theme}>
      <table className={styles.table}>
        <caption>{inTheme('Type scale', theme.id)}</caption>
        <thead>
          <tr>
            <th scope="col">Role</th>
            <th scope="col">Sample</th>
            <th scope="col">Size</th>
            <th scope="col">Line height</th>
            <th scope="col">Weight</th>
          </tr>
        </thead>
        <tbody>
          {roles.map((role) => {
            const size = token(role, 'size');
            const lineHeight = token(role, 'line-height');
            const weight = token(role, 'weight');
            return (
              <tr key={role}>
                <th scope="row">
                  type.{role}
                  <br />
                  <span className={styles.muted}>{groupDescription(`type.${role}`)}</span>
                </th>
                <td>
                  <p
                    className={styles.typeSample}
                    style={{
                      fontSize: size && v(size.cssVar),
                      lineHeight: lineHeight && v(lineHeight.cssVar),
                      fontWeight: weight && v(weight.cssVar),
                    }}
                  >
                    {TYPE_SAMPLE}
                  </p>
                </td>
                {[size, lineHeight, weight].map((part, index) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: three fixed columns
                  <td key={index}>{part ? <Value token={part} /> : '–'}</td>
                ))}
              </tr>
            );
          })}
        </tbody>
      </table>
      <TokenTable caption="Font families" tokens={tokensUnder(theme, 'type.family')} />
      <TokenTable
        caption="Font primitives"
        tokens={tokensUnder(theme, 'font').filter((entry) => entry.path[1] !== 'family')}
      />
    </Themed>
  );
}

/** Shadows and the elevation roles that use them. */
export function Elevation() {
  const theme = useDocsTheme();
  const sample = (token: TokenEntry) => (
    <span aria-hidden="true" className={styles.shadowBox} style={{ boxShadow: v(token.cssVar) }} />
  );
  return (
    <Themed theme={theme}>
      <TokenTable
        caption="Elevation roles"
        tokens={tokensUnder(theme, 'elevation')}
        sample={sample}
      />
      <TokenTable caption="Shadows" tokens={tokensUnder(theme, 'shadow')} sample={sample} />
    </Themed>
  );
}

/** Any group of tokens as a plain table: borders, focus ring, sizes, z-index, motion, breakpoints. */
export function TokenGroup({ prefix, caption }: { prefix: string; caption: string }) {
  const theme = useDocsTheme();
  return (
    <Themed theme={theme}>
      <TokenTable caption={inTheme(caption, theme.id)} tokens={tokensUnder(theme, prefix)} />
    </Themed>
  );
}

/** The tokens of one component, with swatches for its colours and the logo for `logo`. */
export function ComponentTokens({ component }: { component: string }) {
  const theme = useDocsTheme();
  return (
    <Themed theme={theme}>
      <TokenTable
        caption={inTheme(`Component tokens of ${component}`, theme.id)}
        tokens={tokensUnder(theme, component, 'component')}
        sample={(token) =>
          token.type === 'color' ? (
            <Swatch cssVar={token.cssVar} />
          ) : token.type === 'asset' ? (
            <span aria-hidden="true" className={styles.logo} />
          ) : null
        }
      />
    </Themed>
  );
}

/** The ratios the build requires, from tokens.json. */
export function RequiredRatios() {
  return (
    <div className={styles.scope}>
      <table className={styles.table}>
        <caption>Required contrast per kind of pair</caption>
        <thead>
          <tr>
            <th scope="col">Kind</th>
            <th scope="col">Required ratio</th>
          </tr>
        </thead>
        <tbody>
          {Object.entries(tokensDocument.requiredRatio).map(([kind, ratio]) => (
            <tr key={kind}>
              <th scope="row">
                <code className={styles.code}>{kind}</code>
              </th>
              <td>{formatRatio(ratio)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
