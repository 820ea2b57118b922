import { zodResolver } from '@hookform/resolvers/zod';
import {
  emailFieldSchema,
  LIMITS,
  nameFieldSchema,
  passwordFieldSchema,
  phoneFieldSchema,
  userIdFieldSchema,
} from '@platform/contract';
import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { Controller, useForm } from 'react-hook-form';
import { expect, fn, waitFor } from 'storybook/test';
import { z } from 'zod/mini';
import { Button } from '../Button/index.ts';
import { Checkbox } from '../Checkbox/index.ts';
import { useLocale } from '../i18n/index.ts';
import { kitText, localeOf } from '../internal/testing/storyTexts.ts';
import { PasswordField } from '../PasswordField/index.ts';
import { PhoneField } from '../PhoneField/index.ts';
import { RadioGroup } from '../RadioGroup/index.ts';
import { TextField } from '../TextField/index.ts';
import { useFieldErrorText } from './useFieldErrorText.ts';

/** The user form of screens.md §5, with the contract's rules under the 'high' password policy. */
const userFormSchema = z.object({
  userId: userIdFieldSchema,
  userName: nameFieldSchema(),
  password: passwordFieldSchema('high'),
  phone: phoneFieldSchema,
  email: emailFieldSchema,
  userType: z.string().check(z.minLength(1, 'valid.required')),
  notify: z.boolean(),
});
type UserForm = z.infer<typeof userFormSchema>;

interface UserFormExampleProps {
  onValid: (form: UserForm) => void;
}

function UserFormExample({ onValid }: UserFormExampleProps) {
  const errorOf = useFieldErrorText();
  const en = useLocale().locale === 'en';
  const {
    register,
    control,
    handleSubmit,
    formState: { errors },
  } = useForm<UserForm>({
    resolver: zodResolver(userFormSchema),
    defaultValues: {
      userId: '',
      userName: '',
      password: '',
      phone: '',
      email: '',
      userType: '',
      notify: false,
    },
  });
  return (
    <form
      noValidate
      onSubmit={handleSubmit(onValid)}
      style={{
        display: 'grid',
        gap: 'var(--space-4)',
        maxInlineSize: 'calc(var(--size-modal-min-width) * 1.5)',
      }}
    >
      <TextField
        label={en ? 'ID' : '아이디'}
        required
        maxLength={LIMITS.USER_ID_MAX}
        autoComplete="username"
        error={errorOf(errors.userId)}
        {...register('userId')}
      />
      <TextField
        label={en ? 'Name' : '이름'}
        required
        maxLength={LIMITS.NAME_MAX}
        showCounter
        error={errorOf(errors.userName, { max: LIMITS.NAME_MAX })}
        {...register('userName')}
      />
      <PasswordField
        label={en ? 'Password' : '비밀번호'}
        required
        maxLength={LIMITS.PASSWORD_HIGH_MAX}
        autoComplete="new-password"
        error={errorOf(errors.password)}
        {...register('password')}
      />
      <PhoneField
        label={en ? 'Mobile number' : '휴대폰 번호'}
        required
        error={errorOf(errors.phone, { max: LIMITS.PHONE_MAX })}
        {...register('phone')}
      />
      <TextField
        label={en ? 'E-mail' : '이메일'}
        type="email"
        autoComplete="email"
        error={errorOf(errors.email)}
        {...register('email')}
      />
      <Controller
        control={control}
        name="userType"
        render={({ field, fieldState }) => (
          <RadioGroup
            label={en ? 'User type' : '사용자 유형'}
            required
            orientation="horizontal"
            options={[
              { value: '11', label: en ? 'Teacher' : '선생님' },
              { value: '12', label: en ? 'Student' : '학생' },
            ]}
            name={field.name}
            value={field.value}
            onValueChange={field.onChange}
            ref={field.ref}
            error={errorOf(fieldState.error)}
          />
        )}
      />
      <Controller
        control={control}
        name="notify"
        render={({ field }) => (
          <Checkbox
            label={en ? 'Send the welcome message' : '가입 안내 메시지 보내기'}
            name={field.name}
            checked={field.value}
            onCheckedChange={(checked) => field.onChange(checked === true)}
            onBlur={field.onBlur}
            ref={field.ref}
          />
        )}
      />
      <Button type="submit">{en ? 'Register' : '등록'}</Button>
    </form>
  );
}

const meta = {
  title: 'Fields/Form example',
  component: UserFormExample,
  tags: ['locale-sweep'],
  args: { onValid: fn() },
  parameters: {
    docs: {
      description: {
        component:
          'How the fields work with react-hook-form and zodResolver over the contract’s ' +
          'schemas: `register()` for text fields, `Controller` for Radix controls, and ' +
          '`useFieldErrorText()` (or `fieldErrorText(errors.x, t)`) to turn the contract’s text keys into the user’s ' +
          'language.',
      },
    },
  },
} satisfies Meta<typeof UserFormExample>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The example form's own labels, per language (they are the example's, not the kit's). */
const LABELS = {
  ko: {
    id: '아이디',
    name: '이름',
    password: /^비밀번호/,
    phone: '휴대폰 번호',
    email: '이메일',
    userType: '사용자 유형',
    student: '학생',
    notify: '가입 안내 메시지 보내기',
    submit: '등록',
  },
  en: {
    id: 'ID',
    name: 'Name',
    password: /^Password/,
    phone: 'Mobile number',
    email: 'E-mail',
    userType: 'User type',
    student: 'Student',
    notify: 'Send the welcome message',
    submit: 'Register',
  },
};

/** The example's labels and the contract's messages in the story's language. */
const textsOf = (context: Pick<StoryContext, 'globals'>) => {
  const locale = localeOf(context);
  return { ...LABELS[locale], text: (key: string) => kitText(locale, key) };
};

/**
 * Bad input submitted: each field shows the spec's message in the user's language, what was
 * typed stays, and corrected input submits.
 */
export const UserForm: Story = {
  tags: ['brand-sweep'],
  play: async (context) => {
    const { canvas, userEvent, args } = context;
    const t = textsOf(context);
    const id = canvas.getByRole('textbox', { name: t.id });
    const password = canvas.getByLabelText(t.password, { selector: 'input' });
    const phone = canvas.getByRole('textbox', { name: t.phone });
    const email = canvas.getByRole('textbox', { name: t.email });

    await userEvent.type(id, 'a');
    await userEvent.type(password, 'abc');
    await userEvent.type(phone, '+');
    await userEvent.type(email, 'hong@');
    await userEvent.click(canvas.getByRole('button', { name: t.submit }));

    await waitFor(() => expect(id).toHaveAttribute('aria-invalid', 'true'));
    await expect(id).toHaveAccessibleDescription(t.text('valid.userId'));
    await expect(canvas.getByRole('textbox', { name: t.name })).toHaveAccessibleDescription(
      `0/${LIMITS.NAME_MAX} ${t.text('valid.required')}`,
    );
    await expect(password).toHaveAccessibleDescription(t.text('valid.passwordHigh'));
    await expect(phone).toHaveAccessibleDescription(t.text('valid.mobile'));
    await expect(email).toHaveAccessibleDescription(t.text('valid.email'));
    await expect(canvas.getByRole('radiogroup', { name: t.userType })).toHaveAccessibleDescription(
      t.text('valid.required'),
    );
    await expect(args.onValid).not.toHaveBeenCalled();

    // What was typed is kept.
    await expect(id).toHaveValue('a');
    await expect(password).toHaveValue('abc');
    await expect(phone).toHaveValue('+');
    await expect(email).toHaveValue('hong@');

    // Letters typed into the phone: stripped, with the spec's 'enter numbers only'.
    await userEvent.type(phone, '82-10-1234-5678');
    await expect(phone).toHaveValue('+821012345678');
    await expect(canvas.getByText(t.text('valid.numberOnly'))).toBeVisible();

    await userEvent.type(id, 'bc_01');
    await userEvent.type(canvas.getByRole('textbox', { name: t.name }), '홍길동');
    await userEvent.clear(password);
    await userEvent.type(password, 'a1!b7x9Q');
    await userEvent.clear(email);
    await userEvent.type(email, 'hong@example.kr');
    await userEvent.click(canvas.getByRole('radio', { name: t.student }));
    await userEvent.click(canvas.getByRole('checkbox', { name: t.notify }));
    await userEvent.click(canvas.getByRole('button', { name: t.submit }));

    await waitFor(() =>
      expect(args.onValid).toHaveBeenCalledWith(
        {
          userId: 'abc_01',
          userName: '홍길동',
          password: 'a1!b7x9Q',
          phone: '+821012345678',
          email: 'hong@example.kr',
          userType: '12',
          notify: true,
        },
        expect.anything(),
      ),
    );
  },
};

/** Empty ID and password with a bad phone and e-mail: required where empty, what was typed stays. */
export const RequiredFields: Story = {
  play: async (context) => {
    const { canvas, userEvent, args } = context;
    const t = textsOf(context);
    const phone = canvas.getByRole('textbox', { name: t.phone });
    const email = canvas.getByRole('textbox', { name: t.email });
    await userEvent.type(phone, '+');
    await userEvent.type(email, 'hong@');
    await userEvent.click(canvas.getByRole('button', { name: t.submit }));
    await waitFor(() =>
      expect(canvas.getByRole('textbox', { name: t.id })).toHaveAccessibleDescription(
        t.text('valid.required'),
      ),
    );
    await expect(phone).toHaveAccessibleDescription(t.text('valid.mobile'));
    await expect(email).toHaveAccessibleDescription(t.text('valid.email'));
    await expect(
      canvas.getByLabelText(t.password, { selector: 'input' }),
    ).toHaveAccessibleDescription(t.text('valid.required'));
    await expect(email).toHaveValue('hong@');
    await expect(args.onValid).not.toHaveBeenCalled();
  },
};
