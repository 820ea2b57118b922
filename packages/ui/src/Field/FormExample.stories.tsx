import { zodResolver } from '@hookform/resolvers/zod';
import {
  emailFieldSchema,
  LIMITS,
  nameFieldSchema,
  passwordFieldSchema,
  phoneFieldSchema,
  userIdFieldSchema,
} from '@platform/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Controller, useForm } from 'react-hook-form';
import { expect, fn, waitFor } from 'storybook/test';
import { z } from 'zod/mini';
import { Button } from '../Button/index.ts';
import { Checkbox } from '../Checkbox/index.ts';
import { useLocale } from '../i18n/index.ts';
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

/**
 * Bad input submitted: each field shows the spec's message in Korean, what was typed stays,
 * and corrected input submits.
 */
export const UserForm: Story = {
  tags: ['brand-sweep'],
  play: async ({ canvas, userEvent, args }) => {
    const id = canvas.getByRole('textbox', { name: '아이디' });
    const password = canvas.getByLabelText(/^비밀번호/, { selector: 'input' });
    const phone = canvas.getByRole('textbox', { name: '휴대폰 번호' });
    const email = canvas.getByRole('textbox', { name: '이메일' });

    await userEvent.type(id, 'a');
    await userEvent.type(password, 'abc');
    await userEvent.type(phone, '+');
    await userEvent.type(email, 'hong@');
    await userEvent.click(canvas.getByRole('button', { name: '등록' }));

    await waitFor(() => expect(id).toHaveAttribute('aria-invalid', 'true'));
    await expect(id).toHaveAccessibleDescription(
      '영문, 한글, 숫자, . @ _ - 로 2~32자를 입력해 주세요.',
    );
    await expect(canvas.getByRole('textbox', { name: '이름' })).toHaveAccessibleDescription(
      `0/${LIMITS.NAME_MAX} 필수 입력 항목입니다.`,
    );
    await expect(password).toHaveAccessibleDescription(
      '영문, 숫자, 특수문자를 모두 포함해 8~20자로 입력해 주세요.',
    );
    await expect(phone).toHaveAccessibleDescription('올바른 휴대폰 번호를 입력해 주세요.');
    await expect(email).toHaveAccessibleDescription('올바른 이메일 주소를 입력해 주세요.');
    await expect(
      canvas.getByRole('radiogroup', { name: '사용자 유형' }),
    ).toHaveAccessibleDescription('필수 입력 항목입니다.');
    await expect(args.onValid).not.toHaveBeenCalled();

    // What was typed is kept.
    await expect(id).toHaveValue('a');
    await expect(password).toHaveValue('abc');
    await expect(phone).toHaveValue('+');
    await expect(email).toHaveValue('hong@');

    // Letters typed into the phone: stripped, with the spec's 'enter numbers only'.
    await userEvent.type(phone, '82-10-1234-5678');
    await expect(phone).toHaveValue('+821012345678');
    await expect(canvas.getByText('숫자만 입력해 주세요.')).toBeVisible();

    await userEvent.type(id, 'bc_01');
    await userEvent.type(canvas.getByRole('textbox', { name: '이름' }), '홍길동');
    await userEvent.clear(password);
    await userEvent.type(password, 'a1!b7x9Q');
    await userEvent.clear(email);
    await userEvent.type(email, 'hong@example.kr');
    await userEvent.click(canvas.getByRole('radio', { name: '학생' }));
    await userEvent.click(canvas.getByRole('checkbox', { name: '가입 안내 메시지 보내기' }));
    await userEvent.click(canvas.getByRole('button', { name: '등록' }));

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

/** The same in English: the contract's English texts. */
export const UserFormEnglish: Story = {
  globals: { locale: 'en' },
  play: async ({ canvas, userEvent, args }) => {
    const phone = canvas.getByRole('textbox', { name: 'Mobile number' });
    const email = canvas.getByRole('textbox', { name: 'E-mail' });
    await userEvent.type(phone, '+');
    await userEvent.type(email, 'hong@');
    await userEvent.click(canvas.getByRole('button', { name: 'Register' }));
    await waitFor(() =>
      expect(canvas.getByRole('textbox', { name: 'ID' })).toHaveAccessibleDescription(
        'This field is required.',
      ),
    );
    await expect(phone).toHaveAccessibleDescription('Enter a valid mobile number.');
    await expect(email).toHaveAccessibleDescription('Enter a valid e-mail address.');
    await expect(
      canvas.getByLabelText(/^Password/, { selector: 'input' }),
    ).toHaveAccessibleDescription('This field is required.');
    await expect(email).toHaveValue('hong@');
    await expect(args.onValid).not.toHaveBeenCalled();
  },
};
