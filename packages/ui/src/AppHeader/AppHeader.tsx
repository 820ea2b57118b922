import { safeUrl, WEB_LINK } from '@platform/contract';
import { Button } from '../Button/index.ts';
import { type RenderLink, renderAnchor } from '../FrameLink/index.ts';
import { useT } from '../i18n/index.ts';
import { registerTexts } from '../i18n/textRegistry.ts';
import { frameTexts } from '../i18n/texts/frame.ts';
import { DownloadIcon } from '../internal/icons/DownloadIcon.tsx';
import { HelpIcon } from '../internal/icons/HelpIcon.tsx';
import { LogoutIcon } from '../internal/icons/LogoutIcon.tsx';
import { MessageIcon } from '../internal/icons/MessageIcon.tsx';
import { ProfileIcon } from '../internal/icons/ProfileIcon.tsx';
import { VisuallyHidden } from '../VisuallyHidden/index.ts';
import styles from './AppHeader.module.css';

// This component's texts come with it: pages without it do not carry them.
registerTexts(frameTexts);

export interface AppHeaderProps {
  /** The main page of the institution, e.g. `/demo/main`: where the logo leads. */
  homeHref: string;
  /** The institution's name, added to the logo link's name. */
  institutionName?: string;
  /** Renders the logo and message links; pass the router's link. Default: a plain anchor. */
  renderLink?: RenderLink;
  /** The page runs inside the native classroom client (no download offered there). */
  inNativeClient?: boolean;
  /** The institution's setting allows the app (client download). */
  appAllowed?: boolean;
  onDownloadClient?: () => void;
  /** The received-messages page; without it there is no message icon. */
  messagesHref?: string;
  /** Unread messages: the icon is highlighted and its name says so. */
  hasUnreadMessages?: boolean;
  /** Disaster mode hides the message icon (foundation.md §2). */
  disasterMode?: boolean;
  /**
   * The help site (configuration `HELP_SITE`); opens in a new window. An http(s) URL or a path of
   * this site; anything else (`javascript:`) is not shown (safeUrl).
   */
  helpHref?: string;
  /** The signed-in user's name, shown on the profile button. */
  userName?: string;
  /** Opens the my-info modal. */
  onOpenMyInfo: () => void;
  onLogout: () => void;
}

/**
 * The top bar of every signed-in page (foundation.md §2 "Shared layout", screens.md §2.5): logo to
 * main, client download, messages with an unread mark, help, profile (my info) and logout. It
 * takes data and callbacks only; links go through `renderLink`.
 */
export function AppHeader({
  homeHref,
  institutionName,
  renderLink = renderAnchor,
  inNativeClient = false,
  appAllowed = false,
  onDownloadClient,
  messagesHref,
  hasUnreadMessages = false,
  disasterMode = false,
  helpHref,
  userName,
  onOpenMyInfo,
  onLogout,
}: AppHeaderProps) {
  const t = useT();
  const showDownload = !inNativeClient && appAllowed;
  const showMessages = Boolean(messagesHref) && !disasterMode;
  const help = safeUrl(helpHref, WEB_LINK);

  return (
    <header className={styles.header} data-slot="app-header">
      <div className={styles.inner}>
        {renderLink({
          href: homeHref,
          className: styles.logo,
          'data-slot': 'app-header-logo',
          children: (
            <VisuallyHidden>
              {institutionName
                ? t('frame.header.homeOf', { name: institutionName })
                : t('frame.header.home')}
            </VisuallyHidden>
          ),
        })}
        <ul className={styles.actions} aria-label={t('frame.header.toolbar')}>
          {showDownload && (
            <li>
              <Button
                variant="secondary"
                size="sm"
                icon={<DownloadIcon />}
                onClick={onDownloadClient}
                data-slot="app-header-download"
              >
                <span className={styles.collapsible}>{t('frame.header.downloadClient')}</span>
              </Button>
            </li>
          )}
          {showMessages && messagesHref && (
            <li>
              {renderLink({
                href: messagesHref,
                className: styles.iconLink,
                'data-slot': 'app-header-messages',
                children: (
                  <>
                    <span className={styles.icon} data-unread={hasUnreadMessages || undefined}>
                      <MessageIcon />
                    </span>
                    <VisuallyHidden>
                      {hasUnreadMessages
                        ? t('frame.header.messagesUnread')
                        : t('frame.header.messages')}
                    </VisuallyHidden>
                  </>
                ),
              })}
            </li>
          )}
          {help && (
            <li>
              <a
                href={help}
                target="_blank"
                rel="noreferrer"
                className={styles.iconLink}
                data-slot="app-header-help"
              >
                <span className={styles.icon}>
                  <HelpIcon />
                </span>
                <VisuallyHidden>{`${t('frame.header.help')} (${t('frame.newWindow')})`}</VisuallyHidden>
              </a>
            </li>
          )}
          <li>
            <Button
              variant="ghost"
              size="sm"
              icon={<ProfileIcon />}
              onClick={onOpenMyInfo}
              aria-haspopup="dialog"
              data-slot="app-header-profile"
            >
              {userName ? (
                <>
                  {/* The name says whose info; the hidden words say what the button opens. */}
                  <VisuallyHidden>{`${t('frame.header.myInfo')} `}</VisuallyHidden>
                  <span className={styles.collapsible}>{userName}</span>
                </>
              ) : (
                <span className={styles.collapsible}>{t('frame.header.myInfo')}</span>
              )}
            </Button>
          </li>
          <li>
            <Button
              variant="ghost"
              size="sm"
              icon={<LogoutIcon />}
              onClick={onLogout}
              data-slot="app-header-logout"
            >
              <span className={styles.collapsible}>{t('frame.header.logout')}</span>
            </Button>
          </li>
        </ul>
      </div>
    </header>
  );
}
