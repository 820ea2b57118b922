import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LocaleProvider } from '../i18n/index.ts';
import { IconButton } from './IconButton.tsx';

const icon = <svg aria-hidden="true" />;

describe('IconButton', () => {
  it('is named by its label', () => {
    render(
      <LocaleProvider locale="en">
        <IconButton icon={icon} label="Close" />
      </LocaleProvider>,
    );
    expect(screen.getByRole('button', { name: 'Close' })).toHaveAttribute('data-icon-only');
  });

  it('does not type-check without a label or with text children', () => {
    // @ts-expect-error: the label is the only name an icon-only button has
    const unnamed = <IconButton icon={icon} />;
    const textProps = { icon, label: 'Close', children: 'Close' };
    // @ts-expect-error: text belongs in Button, not IconButton
    const withText = <IconButton {...textProps} />;
    expect([unnamed, withText]).toHaveLength(2);
  });
});
