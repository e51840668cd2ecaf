/*
 * Progressive enhancement of the vote, follow and review forms on listing pages: the form is sent
 * with fetch (the same urlencoded body, CSRF token and same-origin Origin as without script), the
 * page the server answers with is parsed, and only the engagement panel is swapped in, so the
 * person keeps their place. Without JavaScript the forms post and the page reloads; both paths run
 * the same server code.
 */
(() => {
  const status = () => document.getElementById('engage-status');
  document.addEventListener('submit', async (event) => {
    const form = event.target;
    if (!(form instanceof HTMLFormElement) || !form.hasAttribute('data-enhance')) return;
    event.preventDefault();
    const button = form.querySelector('button[type="submit"]');
    if (button) button.disabled = true;
    try {
      const response = await fetch(form.action, {
        method: 'POST',
        body: new URLSearchParams(new FormData(form)),
        credentials: 'same-origin',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      });
      const page = new DOMParser().parseFromString(await response.text(), 'text/html');
      const fresh = page.getElementById('engage');
      const current = document.getElementById('engage');
      const samePage = new URL(response.url).pathname === location.pathname;
      if (response.ok && fresh && current && samePage) {
        current.replaceWith(document.importNode(fresh, true));
        const message = page.getElementById('engage-status');
        // Set again once in place, so screen readers announce it; its links (how votes are counted) kept.
        if (status() && message)
          status().replaceChildren(...Array.from(message.childNodes, (node) => document.importNode(node, true)));
        const again = document.querySelector('#engage button[type="submit"]');
        if (again) again.focus();
        return;
      }
      // Anything else (sign-in, a refusal, an error page): show the page the server sent.
      if (response.redirected) location.assign(response.url);
      else {
        document.title = page.title;
        document.body.replaceWith(document.importNode(page.body, true));
      }
    } catch {
      form.submit();
    }
  });
})();

/*
 * A draft being read and drafted: follow its server-sent events and reload the page once it has
 * settled (ready or failed). Without JavaScript the page refreshes itself every few seconds instead.
 */
(() => {
  const progress = document.getElementById('draft-progress');
  if (!progress || typeof EventSource === 'undefined') return;
  const status = document.getElementById('draft-status');
  const events = new EventSource(progress.getAttribute('data-events'));
  events.addEventListener('status', (event) => {
    const data = JSON.parse(event.data);
    if (status) status.textContent = data.words;
    if (data.status !== 'crawling' && data.status !== 'drafting') {
      events.close();
      location.reload();
    }
  });
  events.onerror = () => {
    events.close();
    setTimeout(() => location.reload(), 3000);
  };
})();
