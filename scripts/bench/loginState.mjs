// The browser storage of a logged-in member: logged in through the /login form as a person would
// (e2e/lib/memberSession.mjs), then the origin's localStorage is read back, so other browsers
// (first-load contexts, Lighthouse) can open members-only routes already logged in.

/** Resolves to [{ name, value }] of the origin's localStorage after a UI login. */
export async function loginStorage(member) {
  const { openMemberBrowser, loginThroughUi } = await import('../../e2e/lib/memberSession.mjs');
  const browser = await openMemberBrowser();
  try {
    const session = await browser.session('bench');
    await loginThroughUi(session, member.email, member.password);
    const state = await session.context.storageState();
    const origin = new URL(process.env.BASE_URL).origin;
    const items = state.origins.find((o) => o.origin === origin)?.localStorage ?? [];
    if (!items.some((i) => i.name === 'local_token'))
      throw new Error('after logging in, localStorage holds no local_token');
    return items;
  } finally {
    await browser.close();
  }
}
