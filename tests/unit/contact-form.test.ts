import { describe, expect, it } from 'vitest';
import { CONTACT_MAX, isEmail, LANDLINE_MAX, typeInto } from '../../machines/contact-form';
import { requestLimits } from '../../src/api/rules.gen';

describe('the contact form’s rules come from openapi.yaml', () => {
  it('cuts the landline at 11 digits, the spec’s limit, in both request bodies and the stored value', () => {
    expect(LANDLINE_MAX).toBe(11);
    expect(CONTACT_MAX.phone).toBe(LANDLINE_MAX);
    expect(requestLimits.RegisterRequest.phone).toBe(LANDLINE_MAX);
  });

  it('takes every field’s longest value from the profile update body', () => {
    expect(CONTACT_MAX).toEqual({ firstName: 100, lastName: 100, orgName: 200, province: 64, phone: 11, email: 200, address: 500 });
  });

  it('accepts an e-mail with an @ and a dot after it, and nothing with a space', () => {
    expect(['info@example.ir', 'a.b@c.d'].every(isEmail)).toBe(true);
    expect(['info@example', 'info example@x.ir', '@x.ir', 'info'].some(isEmail)).toBe(false);
  });

  it('keeps a number’s digits only (Persian ones as Latin) and stops a field at its limit', () => {
    const form = { phone: '', mobile: '', firstName: '' };
    expect(typeInto(form, 'phone', '۰۲۱-۸۸۷۷۶۶۵۵۱۲۳', { phone: 11 }).phone).toBe('02188776655');
    expect(typeInto(form, 'mobile', '0912 123 4567', {}).mobile).toBe('09121234567');
    expect(typeInto(form, 'firstName', 'مریم', { firstName: 2 }).firstName).toBe('مر');
  });
});
