import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshMobile, startServer, type TestServer, backendsFor } from './harness';

const registration = (mobile: string) => ({
  mobile,
  password: '',
  org_name: 'داروخانه شفا',
  state: '8',
  last_login: '',
  first_name: 'زهرا',
  last_name: 'کریمی',
  address: 'تهران',
  phone: '02188776655',
});

const profileUpdate = {
  first_name: 'زهرا',
  last_name: 'کریمی',
  org_name: 'داروخانه شفا',
  address: 'اصفهان، خیابان چهارباغ',
  state: '4',
  email: 'shafa@example.ir',
  phone: '03132223344',
  role: 'pharmacist',
};

describe.each(backendsFor('http'))('profile and provinces on $name', (backend) => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startServer(backend);
  });
  afterAll(async () => {
    await s?.close();
  });

  it('get-state-list: the 31 provinces of Iran, without a token', async () => {
    const res = await s.call('getStateList');
    expect(res.status).toBe(200);
    expect(res.json.data.docs).toHaveLength(31);
    expect(res.json.data.totalDocs).toBe(31);
    expect(res.json.data.docs.map((d: { name: string }) => d.name)).toContain('تهران');
  });

  it('demo account: complete profile in Tehran with an active subscription', async () => {
    const { accessToken } = await s.signIn('09120000000');
    const res = await s.call('getMyProfile', { token: accessToken });
    expect(res.json.data).toMatchObject({
      mobile: '09120000000',
      first_name: 'مریم',
      last_name: 'احمدی',
      org_name: 'داروخانه دکتر احمدی',
      state: { name: 'تهران' },
      profile_completed: true,
    });
    expect((await s.call('checkMyProfile', { token: accessToken })).json.data.profile_completed).toBe(true);
    expect((await s.call('getAllMedicineAUser', { token: accessToken })).status).toBe(200);
  });

  it('register: stores the wizard information for the signed-in mobile; the profile becomes complete', async () => {
    const mobile = freshMobile();
    const { accessToken } = await s.signIn(mobile);
    expect((await s.call('checkMyProfile', { token: accessToken })).json.data.profile_completed).toBe(false);
    const res = await s.call('register', { token: accessToken, body: registration(mobile) });
    expect(res.status).toBe(200);
    expect(res.json.message).toBe('ثبت‌نام با موفقیت انجام شد.');
    const profile = (await s.call('getMyProfile', { token: accessToken })).json.data;
    expect(profile).toMatchObject({
      first_name: 'زهرا',
      last_name: 'کریمی',
      org_name: 'داروخانه شفا',
      phone: '02188776655',
      state: { _id: '8', name: 'تهران' },
      profile_completed: true,
    });
    expect((await s.call('checkMyProfile', { token: accessToken })).json.data.profile_completed).toBe(true);
  });

  it('register and update-profile keep names and addresses in Persian letters: Arabic ي, ى, ك and digits are folded, Latin kept', async () => {
    const mobile = freshMobile();
    const { accessToken } = await s.signIn(mobile);
    const typed = { first_name: ' علي ', last_name: 'كريمى', org_name: 'داروخانه شفاء Pharma', address: 'خيابان ٢٠ پلاك 7' };
    expect((await s.call('register', { token: accessToken, body: { ...registration(mobile), ...typed } })).status).toBe(200);
    const stored = { first_name: 'علی', last_name: 'کریمی', org_name: 'داروخانه شفاء Pharma', address: 'خیابان ۲۰ پلاک 7' };
    expect((await s.call('getMyProfile', { token: accessToken })).json.data).toMatchObject(stored);
    const update = { ...typed, first_name: 'مريم', state: '8', phone: '', email: '' };
    expect((await s.call('updateProfileByUser', { token: accessToken, body: update })).status).toBe(200);
    expect((await s.call('getMyProfile', { token: accessToken })).json.data).toMatchObject({ ...stored, first_name: 'مریم' });
  });

  it('register: 409 once the registration is complete', async () => {
    const mobile = freshMobile();
    const { accessToken } = await s.signIn(mobile);
    expect((await s.call('register', { token: accessToken, body: registration(mobile) })).status).toBe(200);
    const again = await s.call('register', { token: accessToken, body: registration(mobile) });
    expect(again.status).toBe(409);
    expect(again.json.message).toBe('ثبت‌نام این شماره قبلاً انجام شده است.');
  });

  it('register: without centre and province it is stored but the profile stays incomplete', async () => {
    const mobile = freshMobile();
    const { accessToken } = await s.signIn(mobile);
    const res = await s.call('register', {
      token: accessToken,
      body: { mobile, first_name: 'رضا', last_name: 'نوری', state: '', org_name: '' },
    });
    expect(res.status).toBe(200);
    expect((await s.call('checkMyProfile', { token: accessToken })).json.data.profile_completed).toBe(false);
  });

  it('register: refuses a bad mobile, another mobile, missing names, a long landline, an unknown province and unknown fields', async () => {
    const mobile = freshMobile();
    const { accessToken } = await s.signIn(mobile);
    const bad = await s.call('register', { token: accessToken, body: { ...registration(mobile), mobile: '0912123' } });
    expect(bad.status).toBe(400);
    expect(bad.json.message).toBe('شماره موبایل را به‌درستی وارد کنید');
    const other = await s.call('register', { token: accessToken, body: registration('09129999999') });
    expect(other.status).toBe(403);
    const noName = await s.call('register', { token: accessToken, body: { ...registration(mobile), first_name: '  ' } });
    expect(noName.status).toBe(400);
    expect(noName.json.message).toBe('پر کردن این فیلد الزامی است');
    expect((await s.call('register', { token: accessToken, body: { mobile } })).status).toBe(400);
    const longPhone = await s.call('register', { token: accessToken, body: { ...registration(mobile), phone: '021887766551' } });
    expect(longPhone.status).toBe(400);
    expect(longPhone.json.message).toBe('تلفن ثابت باید فقط رقم و حداکثر ۱۱ رقم باشد.');
    const province = await s.call('register', { token: accessToken, body: { ...registration(mobile), state: '99' } });
    expect(province.status).toBe(400);
    expect(province.json.message).toBe('استان انتخاب‌شده معتبر نیست.');
    expect((await s.call('register', { token: accessToken, body: { ...registration(mobile), email: 'a@b.ir' } })).status).toBe(400);
    expect((await s.call('register', { body: registration(mobile) })).status).toBe(401);
    // Nothing was stored by the refused calls.
    expect((await s.call('getMyProfile', { token: accessToken })).json.data.first_name).toBe('');
  });

  it('register: password and last_login are accepted and not stored', async () => {
    const mobile = freshMobile();
    const { accessToken } = await s.signIn(mobile);
    const res = await s.call('register', {
      token: accessToken,
      body: { ...registration(mobile), password: 'secret-pass', last_login: '2020-01-01' },
    });
    expect(res.status).toBe(200);
    const [user] = await s.sql<Record<string, unknown>>(`SELECT * FROM users WHERE mobile = $1`, [mobile]);
    expect(JSON.stringify(user)).not.toContain('secret-pass');
    expect(String(user.last_login)).not.toContain('2020');
  });

  it('update-profile-by-user: saves the profile; the mobile cannot change', async () => {
    const mobile = freshMobile();
    const { accessToken } = await s.signIn(mobile);
    const res = await s.call('updateProfileByUser', { token: accessToken, body: profileUpdate });
    expect(res.status).toBe(200);
    expect(res.json.message).toBe('اطلاعات با موفقیت ذخیره شد.');
    const profile = (await s.call('getMyProfile', { token: accessToken })).json.data;
    expect(profile).toMatchObject({ ...profileUpdate, state: { _id: '4', name: 'اصفهان' }, mobile, profile_completed: true });
    const withMobile = await s.call('updateProfileByUser', { token: accessToken, body: { ...profileUpdate, mobile: '09121111111' } });
    expect(withMobile.status).toBe(400);
  });

  it('update-profile-by-user: role passes through when unchanged; any other role is 403', async () => {
    const { accessToken } = await s.signIn(freshMobile());
    const raise = await s.call('updateProfileByUser', { token: accessToken, body: { ...profileUpdate, role: 'admin' } });
    expect(raise.status).toBe(403);
    expect(raise.json.message).toBe('تغییر نقش کاربری مجاز نیست.');
    const { role: _role, ...withoutRole } = profileUpdate;
    expect((await s.call('updateProfileByUser', { token: accessToken, body: withoutRole })).status).toBe(200);
    expect((await s.call('getMyProfile', { token: accessToken })).json.data.role).toBe('pharmacist');
  });

  it('update-profile-by-user: empty mandatory values, an unknown province, a bad e-mail and no token are refused', async () => {
    const { accessToken } = await s.signIn(freshMobile());
    const empty = await s.call('updateProfileByUser', { token: accessToken, body: { ...profileUpdate, org_name: ' ' } });
    expect(empty.status).toBe(400);
    expect(empty.json.message).toBe('لطفاً مقادیر الزامی را وارد کنید.');
    expect((await s.call('updateProfileByUser', { token: accessToken, body: { ...profileUpdate, state: '' } })).status).toBe(400);
    expect((await s.call('updateProfileByUser', { token: accessToken, body: { ...profileUpdate, state: 'x' } })).status).toBe(400);
    expect((await s.call('updateProfileByUser', { token: accessToken, body: { ...profileUpdate, email: 'not-mail' } })).status).toBe(400);
    expect((await s.call('updateProfileByUser', { token: accessToken, body: { first_name: 'a' } })).status).toBe(400);
    expect((await s.call('updateProfileByUser', { body: profileUpdate })).status).toBe(401);
    expect((await s.call('checkMyProfile', { token: accessToken })).json.data.profile_completed).toBe(false);
  });

  it('get-my-profile and check-my-profile need a token', async () => {
    expect((await s.call('getMyProfile')).status).toBe(401);
    expect((await s.call('checkMyProfile')).status).toBe(401);
  });
});
