import { config } from 'zod/mini';
import en from 'zod/v4/locales/en.js';

/**
 * Classic zod registers the English messages when it loads; zod/mini does not, and its default
 * messages would fall back to a bare "Invalid input". Every shared module that builds a schema
 * imports this one, so the messages not written in Spanish (e.g. "Too big: expected string to have
 * <=100 characters") stay as the API and the SPA showed them. The import is the side effect.
 */
config(en());
