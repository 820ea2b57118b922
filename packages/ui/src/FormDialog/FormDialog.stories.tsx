import { LIMITS, type Locale, validateEmail, validateName } from '@platform/contract';
import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { expect, fn, screen, waitFor } from 'storybook/test';
import { Button } from '../Button/index.ts';
import { useLocale } from '../i18n/index.ts';
import { kitText, localeOf } from '../internal/testing/storyTexts.ts';
import { TextField } from '../TextField/index.ts';
import { contractResolver, faultOf } from './contractResolver.ts';
import { FormDialog, type FormDialogConfirm } from './FormDialog.tsx';

interface MemberForm {
  name: string;
  email: string;
}

/** The example form's own words; the kit's and the contract's come from their catalogues. */
const WORDS = {
  ko: {
    open: '구성원 추가',
    title: '구성원 추가',
    name: '이름',
    email: '이메일',
    submit: '추가',
    confirmTitle: '구성원을 추가할까요?',
    confirmMessage: '입력한 정보로 구성원을 추가합니다.',
    taken: '이미 등록된 이메일입니다.',
    failed: '저장하지 못했습니다. 잠시 후 다시 시도해 주세요.',
  },
  en: {
    open: 'Add member',
    title: 'Add a member',
    name: 'Name',
    email: 'E-mail',
    submit: 'Add',
    confirmTitle: 'Add this member?',
    confirmMessage: 'A member is added with the details you entered.',
    taken: 'This e-mail is already registered.',
    failed: 'Could not save. Please try again shortly.',
  },
} satisfies Record<Locale, Record<string, string>>;

class TakenEmail extends Error {}

interface MemberDialogProps {
  onSave: (values: MemberForm) => Promise<unknown>;
  confirm?: boolean;
}

function MemberDialog({ onSave, confirm = false }: MemberDialogProps) {
  const words = WORDS[useLocale().locale];
  const [open, setOpen] = useState(false);
  const form = useForm<MemberForm>({
    defaultValues: { name: '', email: '' },
    resolver: contractResolver((values) => ({
      name: validateName(values.name),
      email: validateEmail(values.email),
    })),
  });
  const { errors } = form.formState;
  const confirmation: FormDialogConfirm | undefined = confirm
    ? { title: words.confirmTitle, message: words.confirmMessage }
    : undefined;
  return (
    <FormDialog
      form={form}
      open={open}
      onOpenChange={setOpen}
      trigger={<Button>{words.open}</Button>}
      title={words.title}
      submitLabel={words.submit}
      onSubmit={onSave}
      errorText={(error) => (error instanceof TakenEmail ? words.taken : words.failed)}
      fieldOfError={(error) => (error instanceof TakenEmail ? 'email' : null)}
      {...(confirmation ? { confirm: confirmation } : {})}
    >
      <TextField
        label={words.name}
        required
        maxLength={LIMITS.NAME_MAX}
        error={faultOf(errors.name)}
        {...form.register('name')}
      />
      <TextField
        label={words.email}
        type="email"
        error={faultOf(errors.email)}
        {...form.register('email')}
      />
    </FormDialog>
  );
}

const meta = {
  title: 'Overlays/FormDialog',
  component: MemberDialog,
  tags: ['locale-sweep'],
  args: { onSave: fn(async () => {}) },
  parameters: {
    docs: {
      description: {
        component:
          'A dialog that holds one form on react-hook-form, with the cancel and submit footer. Pass the `useForm` result (with `contractResolver` over the contract’s validators), `onSubmit`, and how a failed save reads (`errorText`, `fieldOfError`). On submit the first invalid field takes focus; after a failed submit each field re-validates as it changes; a server error lands on its field or above the buttons; nothing typed is lost; `confirm` asks before saving. A double click saves once, and Enter that commits a Korean syllable never submits.' +
          '\n\n**When to use.** Use it for a short form in a dialog that is saved with one submit, such as registering or renaming an item. For a question without input use ConfirmDialog; for a dialog without a form use Dialog; a room or a homework deployment has its own dialog (RoomFormDialog, HomeworkDeployModal).' +
          '\n\n**States.** Default, server error on field, save fails, confirm before save, Korean composition Enter and double click saves once.',
      },
    },
  },
} satisfies Meta<typeof MemberDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

async function openDialog(context: StoryContext) {
  const words = WORDS[localeOf(context)];
  await context.userEvent.click(context.canvas.getByRole('button', { name: words.open }));
  return screen.findByRole('dialog', { name: words.title });
}

/** An empty submit: the first invalid field takes focus; typing clears its error; a valid save closes. */
export const Default: Story = {
  tags: ['brand-sweep'],
  play: async (context) => {
    const { userEvent, args } = context;
    const locale = localeOf(context);
    const words = WORDS[locale];
    await openDialog(context);
    const name = screen.getByRole('textbox', { name: new RegExp(words.name) });
    const email = screen.getByRole('textbox', { name: words.email });
    await userEvent.type(email, 'not-an-address');
    await userEvent.click(screen.getByRole('button', { name: words.submit }));
    await waitFor(() => expect(name).toHaveFocus());
    await expect(name).toHaveAccessibleDescription(kitText(locale, 'valid.required'));
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onSave).not.toHaveBeenCalled();

    // After a failed submit a field is checked again as it changes.
    await userEvent.type(name, '김민지');
    await waitFor(() => expect(name).not.toHaveAttribute('aria-invalid'));
    await userEvent.clear(email);
    await userEvent.type(email, 'minji@example.com');
    await waitFor(() => expect(email).not.toHaveAttribute('aria-invalid'));

    await userEvent.click(screen.getByRole('button', { name: words.submit }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onSave).toHaveBeenCalledTimes(1);
    await expect(args.onSave).toHaveBeenCalledWith({ name: '김민지', email: 'minji@example.com' });
  },
};

/** A server error that belongs to a field lands on it, with focus; what was typed stays. */
export const ServerErrorOnField: Story = {
  args: {
    onSave: fn(async () => {
      throw new TakenEmail();
    }),
  },
  play: async (context) => {
    const { userEvent, args } = context;
    const words = WORDS[localeOf(context)];
    await openDialog(context);
    const name = screen.getByRole('textbox', { name: new RegExp(words.name) });
    const email = screen.getByRole('textbox', { name: words.email });
    await userEvent.type(name, '김민지');
    await userEvent.type(email, 'minji@example.com');
    await userEvent.click(screen.getByRole('button', { name: words.submit }));
    await waitFor(() => expect(email).toHaveAccessibleDescription(words.taken));
    await expect(email).toHaveFocus();
    await expect(args.onSave).toHaveBeenCalledTimes(1);
    await expect(name).toHaveValue('김민지');
    await expect(email).toHaveValue('minji@example.com');
    await expect(screen.getByRole('dialog', { name: words.title })).toBeVisible();
  },
};

/** Any other failure shows above the buttons; the dialog stays open with everything typed. */
export const SaveFails: Story = {
  args: {
    onSave: fn(async () => {
      throw new Error('offline');
    }),
  },
  play: async (context) => {
    const { userEvent } = context;
    const words = WORDS[localeOf(context)];
    await openDialog(context);
    const name = screen.getByRole('textbox', { name: new RegExp(words.name) });
    await userEvent.type(name, '김민지');
    await userEvent.click(screen.getByRole('button', { name: words.submit }));
    await expect(await screen.findByRole('alert')).toHaveTextContent(words.failed);
    await expect(name).toHaveValue('김민지');
  },
};

let releaseSave = () => {};

/** While a save runs the submit is busy and cancel is off; a double click saves once. */
export const DoubleClickSavesOnce: Story = {
  args: {
    onSave: fn(
      () =>
        new Promise<void>((resolve) => {
          releaseSave = resolve;
        }),
    ),
  },
  play: async (context) => {
    const { userEvent, args } = context;
    const locale = localeOf(context);
    const words = WORDS[locale];
    await openDialog(context);
    await userEvent.type(screen.getByRole('textbox', { name: new RegExp(words.name) }), '김민지');
    const submit = screen.getByRole('button', { name: words.submit });
    await userEvent.dblClick(submit);
    await waitFor(() => expect(submit).toHaveAttribute('aria-busy', 'true'));
    await expect(
      screen.getByRole('button', { name: kitText(locale, 'confirmDialog.cancel') }),
    ).toBeDisabled();
    // Two more presses while the save runs: still one save.
    submit.click();
    submit.click();
    await expect(args.onSave).toHaveBeenCalledTimes(1);
    releaseSave();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onSave).toHaveBeenCalledTimes(1);
  },
};

/** With `confirm`, a valid submit asks first; cancelling saves nothing, confirming saves once. */
export const ConfirmBeforeSave: Story = {
  args: { confirm: true },
  play: async (context) => {
    const { userEvent, args } = context;
    const locale = localeOf(context);
    const words = WORDS[locale];
    await openDialog(context);
    await userEvent.type(screen.getByRole('textbox', { name: new RegExp(words.name) }), '김민지');
    await userEvent.click(screen.getByRole('button', { name: words.submit }));
    const question = await screen.findByRole('alertdialog', { name: words.confirmTitle });
    await expect(question).toHaveAccessibleDescription(words.confirmMessage);
    await userEvent.click(
      screen.getByRole('button', { name: kitText(locale, 'confirmDialog.cancel') }),
    );
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(args.onSave).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('button', { name: words.submit }));
    await screen.findByRole('alertdialog', { name: words.confirmTitle });
    await userEvent.click(
      screen.getByRole('button', { name: kitText(locale, 'confirmDialog.confirm') }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onSave).toHaveBeenCalledTimes(1);
  },
};

/**
 * The Enter that ends a Korean composition stays in the field: its keydown is cancelled, which is
 * what stops the browser's implicit submit. An ordinary Enter is left alone.
 */
export const KoreanCompositionEnter: Story = {
  play: async (context) => {
    const { userEvent, args } = context;
    const words = WORDS[localeOf(context)];
    await openDialog(context);
    const name = screen.getByRole('textbox', { name: new RegExp(words.name) });
    await userEvent.type(name, '김민지');
    const enter = (init: KeyboardEventInit) =>
      name.dispatchEvent(
        new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true, ...init }),
      );
    // dispatchEvent answers false when a listener cancelled the event.
    await expect(enter({ isComposing: true })).toBe(false);
    await expect(enter({ keyCode: 229 })).toBe(false);
    await expect(enter({})).toBe(true);
    await expect(args.onSave).not.toHaveBeenCalled();
    // The syllable stayed in the field; the form still sends it when asked.
    await expect(name).toHaveValue('김민지');
    await userEvent.click(screen.getByRole('button', { name: words.submit }));
    await waitFor(() => expect(args.onSave).toHaveBeenCalledTimes(1));
  },
};
