// A fictional procurement system for trying punchout (README "Punchout"): posts a cXML
// PunchOutSetupRequest as St. Brendan's demo e-procurement system and prints the start URL to open
// in a browser. `node scripts/punchout-demo.ts [store URL] [form-post URL]`.
const store = process.argv[2] ?? 'http://localhost:3000';
const formPost = process.argv[3] ?? 'https://httpbin.org/post';

const request = `<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE cXML SYSTEM "http://xml.cxml.org/schemas/cXML/1.2.014/cXML.dtd">
<cXML payloadID="${Date.now()}.demo@procurement.st-brendan.example" timestamp="${new Date().toISOString()}" xml:lang="en-US">
  <Header>
    <From><Credential domain="NetworkID"><Identity>AN-STBRENDAN-T</Identity></Credential></From>
    <To><Credential domain="NetworkID"><Identity>AN-MERIDIAN-T</Identity></Credential></To>
    <Sender><Credential domain="NetworkID"><Identity>AN-STBRENDAN-T</Identity><SharedSecret>Demo-cXML-2026</SharedSecret></Credential><UserAgent>St. Brendan e-Procurement (demo)</UserAgent></Sender>
  </Header>
  <Request deploymentMode="test">
    <PunchOutSetupRequest operation="create">
      <BuyerCookie>demo-${Date.now()}</BuyerCookie>
      <BrowserFormPost><URL>${formPost.replace(/&/g, '&amp;')}</URL></BrowserFormPost>
    </PunchOutSetupRequest>
  </Request>
</cXML>`;

const res = await fetch(`${store}/punchout/cxml/setup`, {
  method: 'POST',
  headers: { 'content-type': 'text/xml; charset=utf-8' },
  body: request,
});
const answer = await res.text();
const url = /<URL>([^<]+)<\/URL>/.exec(answer)?.[1];
if (!res.ok || !url) {
  console.error(`The store answered ${res.status}:\n${answer}`);
  process.exit(1);
}
console.log(`Open within 5 minutes, once:\n${url}`);
