import type { Page } from '@playwright/test';
import { fa } from '../../src/i18n/fa';
import { toPersianDigits } from '../../src/lib/digits';

/** The login screen and registration wizard for Playwright (real Chromium) tests. */
export function authPage(page: Page) {
  const codeBox = (index: number) => page.getByRole('textbox', { name: fa.auth.digitLabel(toPersianDigits(index), '۴'), exact: true });
  const dialog = () => page.getByRole('alertdialog');
  return {
    phoneInput: () => page.getByRole('textbox', { name: fa.auth.mobileNumber }),
    sendCodeButton: () => page.getByRole('button', { name: fa.auth.sendCode }),
    codeBox,
    confirmButton: () => page.getByRole('button', { name: fa.auth.confirm, exact: true }),
    editNumberButton: () => page.getByRole('button', { name: fa.auth.editNumber }),
    resendButton: () => page.getByRole('button', { name: fa.auth.resendCode }),
    countdown: () => page.getByRole('timer'),
    supportButton: () => page.getByRole('button', { name: fa.auth.support }),
    supportDialog: () => page.getByRole('dialog'),
    registerLink: () => page.getByRole('link', { name: fa.auth.register }),
    fieldError: () => page.locator('.fui-Field__validationMessage'),
    /** Types a code into the boxes the way a user does: focus the first box, type the digits. */
    async typeCode(code: string) {
      await codeBox(1).click();
      await page.keyboard.type(code);
    },

    field: (label: string) => page.getByRole('textbox', { name: new RegExp(`^${label}\\s*\\*?$`) }),
    provinceDropdown: () => page.getByRole('combobox', { name: fa.register.fields.province }),
    submitStep1: () => page.getByRole('button', { name: fa.register.submitStep1 }),
    currentStep: () => page.locator('nav li[aria-current="step"]'),
    verifyDialog: dialog,
    dialogCodeBox: (index: number) => dialog().getByRole('textbox', { name: fa.auth.digitLabel(toPersianDigits(index), '۴'), exact: true }),
    packageButton: (id: keyof typeof fa.register.packageButtons) =>
      page.getByRole('button', { name: new RegExp(`^${fa.register.packageButtons[id]}`) }),
    invoiceCheckbox: () => page.getByRole('checkbox', { name: fa.register.wantInvoice }),
    payButton: () => page.getByRole('button', { name: fa.register.pay }),
    previousButton: () => page.getByRole('button', { name: fa.register.previous }),
    backToLogin: () => page.getByRole('link', { name: fa.register.backToLogin }),
  };
}
