import fs from 'node:fs';
import { DATA_DIR } from './config.ts';

fs.rmSync(DATA_DIR, { recursive: true, force: true });
console.log(`Datos locales borrados (${DATA_DIR}). El próximo npm start vuelve a sembrar los datos demo.`);
