/** `npm run sso:enlaces`: fresh SSO and embedded links of the demo partners for the running `npm start` (PORT). */
import { defaultPorts } from './config.ts';
import { enlacesSsoDemo } from './sso-demo.ts';

const { web } = defaultPorts();
for (const enlace of await enlacesSsoDemo((tenant) => `http://${tenant}.localhost:${web}`)) console.log(enlace);
