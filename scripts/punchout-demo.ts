// A fictional procurement system for trying punchout by hand (README "Punchout"): St. Brendan's
// demo e-procurement page (scripts/procurement-sim.ts). Open it, press "Shop at the supplier",
// shop in the store in punchout mode, press "Return cart to procurement", and submit the
// requisition as a purchase order. `node scripts/punchout-demo.ts [store URL] [port]`.
import { startProcurementSim } from './procurement-sim.ts';

const store = process.argv[2] ?? 'http://localhost:3000';
const port = Number(process.argv[3] ?? 3100);

const sim = await startProcurementSim({ store, port, host: '127.0.0.1' });
console.log(`St. Brendan e-Procurement (demo) for ${store}: open ${sim.url} (Ctrl+C stops it)`);
