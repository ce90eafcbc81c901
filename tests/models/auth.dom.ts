/**
 * Page model of the login screen and the registration wizard for jsdom tests (Testing Library):
 * every selector the auth tests use lives here.
 */
import { screen, within } from '@testing-library/react';
import { fa } from '../../src/i18n/fa';
import { toPersianDigits } from '../../src/lib/digits';

const codeBox = (index: number) => screen.getByRole('textbox', { name: fa.auth.digitLabel(toPersianDigits(index), toPersianDigits(4)) });

export const loginDom = {
  phoneInput: () => screen.queryByRole('textbox', { name: fa.auth.mobileNumber }),
  sendCodeButton: () => screen.getByRole('button', { name: fa.auth.sendCode }),
  codeBox,
  codeBoxes: () => [1, 2, 3, 4].map(codeBox),
  queryCodeBoxes: () => screen.queryAllByRole('textbox', { name: /^رقم / }),
  confirmButton: () => screen.getByRole('button', { name: fa.auth.confirm }),
  editNumberButton: () => screen.getByRole('button', { name: fa.auth.editNumber }),
  resendButton: () => screen.queryByRole('button', { name: fa.auth.resendCode }),
  countdown: () => screen.queryByRole('timer'),
  shownMobile: () => screen.getByTestId('login-mobile').textContent,
  supportButton: () => screen.getByRole('button', { name: fa.auth.support }),
  registerLink: () => screen.getByRole('link', { name: fa.auth.register }),
  busySpinners: () => screen.queryAllByLabelText(fa.auth.pleaseWait),
  /** The text of the visible error under the field or the boxes, if any. */
  errorText: () => document.querySelector('.fui-Field__validationMessage')?.textContent ?? null,
  codeValue: () => [1, 2, 3, 4].map((i) => (codeBox(i) as HTMLInputElement).value).join(''),
};

export const registerDom = {
  stepIndicator: () => screen.getByRole('navigation'),
  currentStep: () =>
    within(screen.getByRole('navigation'))
      .getAllByRole('listitem')
      .findIndex((li) => li.getAttribute('aria-current') === 'step') + 1,
  field: (label: string) => screen.getByRole('textbox', { name: new RegExp(`^${label}\\s*\\*?$`) }),
  provinceDropdown: () => screen.getByRole('combobox', { name: fa.register.fields.province }),
  submitStep1: () => screen.getByRole('button', { name: fa.register.submitStep1 }),
  previousButton: () => screen.getByRole('button', { name: fa.register.previous }),
  packageButton: (id: keyof typeof fa.register.packageButtons) =>
    screen.getByRole('button', { name: new RegExp(`^${fa.register.packageButtons[id]}`) }),
  packageCards: () => screen.queryAllByRole('group').filter((el) => el.getAttribute('aria-label')?.startsWith('اشتراک')),
  invoiceCheckbox: () => screen.getByRole('checkbox', { name: fa.register.wantInvoice }),
  payButton: () => screen.getByRole('button', { name: fa.register.pay }),
  dialog: () => screen.queryByRole('alertdialog'),
  dialogCancel: () => within(screen.getByRole('alertdialog')).getByRole('button', { name: fa.register.cancel }),
  dialogConfirm: () => within(screen.getByRole('alertdialog')).getByRole('button', { name: fa.register.confirm }),
  fieldErrors: () => Array.from(document.querySelectorAll('.fui-Field__validationMessage')).map((el) => el.textContent),
  failureBar: () => document.querySelector('.fui-MessageBar')?.textContent ?? null,
};
