import { useMemo } from 'react';
import { Box, useComputedColorScheme } from '@mantine/core';
import { ApiReferenceReact } from '@scalar/api-reference-react';
import '@scalar/api-reference-react/style.css';
import { buildOpenApi } from '#shared/contract/openapi.ts';
import { OPERATIONS } from '#shared/contract/operations.ts';
import { getConfig } from '#web/lib/config.ts';
import { useLocale } from '#web/lib/i18n.tsx';
import { APP_VERSION } from '#web/lib/version.ts';

/** Scalar's faint text (#8e8e8e, 3.2:1) and code numbers (#ff5800, 2.9:1) darkened to WCAG AA's 4.5:1 on its light backgrounds. */
const TEXTO_TENUE_LEGIBLE = '.light-mode { --scalar-color-3: #676767 !important; --scalar-color-orange: #b34000 !important; }';

/**
 * Scalar's reference of the contract's OpenAPI, built here from the same operation table the server
 * runs (no file to go stale). Everything that would reach outside the portal is off: its fonts, its
 * telemetry, its agent and MCP, and its request client (a call from here would carry no token).
 */
export function ReferenciaApi() {
  const locale = useLocale();
  const esquema = useComputedColorScheme('light');
  const documento = useMemo(
    () => buildOpenApi(OPERATIONS, APP_VERSION, locale, { tokenUrlMaquinas: getConfig().tokenUrlMaquinas }),
    [locale],
  );
  return (
    <Box data-testid="referencia-api" style={{ minWidth: 0 }}>
      <ApiReferenceReact
        configuration={{
          content: documento,
          layout: 'modern',
          withDefaultFonts: false,
          telemetry: false,
          hideClientButton: true,
          hideTestRequestButton: true,
          hideDarkModeToggle: true,
          forceDarkModeState: esquema,
          showDeveloperTools: 'never',
          agent: { disabled: true },
          mcp: { disabled: true },
          documentDownloadType: 'json',
          localization: { locale: locale === 'pt-BR' ? 'pt' : 'es' },
          customCss: TEXTO_TENUE_LEGIBLE,
        }}
      />
    </Box>
  );
}
