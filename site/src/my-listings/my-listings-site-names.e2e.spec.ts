/**
 * The maker's list of products says which site a listing is on (issue 30): a person's listings are
 * theirs on every site's host of the network, so on AI Tools' host (`127.0.0.1`) `/me` also lists a
 * listing of the default site (`localhost`). A listing of another site than the host's says "on <its
 * site's name>"; one of the host's own site says nothing more (before: neither said anything).
 */
import { expect } from 'chai';
import { ManualClock } from '@listings/shared/kernel';
import { startFakeSite, type FakeSite } from '@listings/command-service/drafts/testing';
import { twoSitesOnOnePort, type TestService } from '@listings/gateway/testing';
import { PageClient } from '../kit/testing.ts';
import { loopbackPorts, savedListing, signedUpClient, withCategory } from '../kit/maker-testing.ts';

/** The row of `/me` that links to the owner's page `listingPath`. */
const rowOf = (page: string, listingPath: string) =>
  [...page.matchAll(/<li class="row">[\s\S]*?<\/li>/g)]
    .map((m) => m[0])
    .find((row) => row.includes(`"${listingPath}"`));

describe("the maker's list of products names a listing's other site", function () {
  this.timeout(90_000);
  let first: FakeSite;
  let second: FakeSite;
  let service: TestService;
  let onAi: PageClient;
  let onMain: PageClient;
  let aiListing: string;
  let mainListing: string;

  before(async () => {
    first = await startFakeSite();
    second = await startFakeSite();
    let main: string;
    let ai: string;
    ({ service, main, ai } = await twoSitesOnOnePort({ clock: new ManualClock(new Date()), ...loopbackPorts() }));
    onAi = await signedUpClient(ai);
    onMain = new PageClient(main);
    onMain.cookies.set('__Host-session', onAi.cookies.get('__Host-session')!);
    const category = await withCategory(service);
    ({ listingPath: aiListing } = await savedListing(onAi, `${first.base}/`, { category }));
    ({ listingPath: mainListing } = await savedListing(onMain, `${second.base}/`, { category }));
  });
  after(async () => {
    await service?.close();
    await first?.close();
    await second?.close();
  });

  it("on AI Tools' host: the default site's listing says it is on Listings Directory, AI Tools' own nothing", async () => {
    const page = await onAi.get('/me');
    expect(page.status).to.equal(200);
    const other = rowOf(page.text, mainListing);
    const own = rowOf(page.text, aiListing);
    expect(other, 'the default site’s listing is listed').to.be.a('string');
    expect(own, 'AI Tools’ listing is listed').to.be.a('string');
    expect(other).to.include('on Listings Directory');
    expect(own).to.not.include('class="muted own-site"');
  });

  it("on the default site's host: the AI Tools listing says it is on AI Tools", async () => {
    const page = await onMain.get('/me');
    expect(page.status).to.equal(200);
    expect(rowOf(page.text, aiListing)).to.include('on AI Tools');
    expect(rowOf(page.text, mainListing)).to.not.include('class="muted own-site"');
  });
});
