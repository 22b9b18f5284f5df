import { ActionIcon, Affix, Transition } from '@mantine/core';
import { useWindowScroll } from '@mantine/hooks';
import { IconArrowUp } from '#web/components/icons.tsx';
import { useT } from '#web/lib/i18n.tsx';

/** How far down the page the button appears. */
export const SCROLL_TOP_FROM_PX = 300;

/** The shell's optional scroll-to-top button (spec 3 §2.10), once the page has scrolled down. */
export function ScrollTop() {
  const t = useT();
  const [scroll, scrollTo] = useWindowScroll();
  return (
    <Affix position={{ bottom: 60, right: 20 }}>
      <Transition transition="slide-up" mounted={scroll.y > SCROLL_TOP_FROM_PX}>
        {(style) => (
          <ActionIcon
            style={style}
            size="lg"
            radius="xl"
            onClick={() => scrollTo({ y: 0 })}
            aria-label={t('shell.scrollTop')}
            data-testid="scroll-top"
          >
            <IconArrowUp size={18} />
          </ActionIcon>
        )}
      </Transition>
    </Affix>
  );
}
