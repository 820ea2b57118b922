import { safeUrl, WEB_LINK } from '@platform/contract';
import {
  AppHeader,
  DisasterModeBanner,
  MainTabBar,
  mainTabGroups,
  PageLayout,
  registerTexts,
  ToastProvider,
  useLocale,
  useSubmitGuard,
  useT,
  useToast,
} from '@platform/ui';
import { lazy, Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { Outlet, useMatches, useNavigate } from 'react-router';
import { useInstitutionLooks } from '../branding/loadInstitution.ts';
import { useInstitution } from '../branding/useInstitution.ts';
import { leaveFor } from '../leaveFor.ts';
import { isScreenHandle } from '../screens.ts';
import { api } from '../session/api.ts';
import { type SignedIn, signOut, useSignedIn } from '../session/session.ts';
import { disasterRedirect } from './disasterAccess.ts';
import { renderRouterLink } from './frameLink.tsx';
import { isInNativeClient } from './nativeClient.ts';
import { noticePopupsShown } from './noticePopupsSwitch.ts';
import { syncEmergencyMode } from './syncEmergencyMode.ts';
import { frameTexts } from './texts.ts';
import { UnreadMessagesProvider, useUnreadMessages } from './unreadMessages.tsx';

// This screen's texts arrive with its code (the first page does not carry them all).
registerTexts(frameTexts);

// The my-info modal (and its picture cropper) loads when first opened, not with every page.
const MyInfoDialog = lazy(() =>
  import('../../areas/account/MyInfoDialog.tsx').then((module) => ({
    default: module.MyInfoDialog,
  })),
);

// The disaster notice (the kit's dialog) loads with the first signed-in screen, apart: the frame
// paints without it.
const DisasterNotice = lazy(() => import('./DisasterNotice.tsx'));

// The notice popups (and the viewer behind them) load with the first signed-in screen, apart.
const NoticePopups = lazy(() => import('../../areas/boards/NoticePopups.tsx'));

/**
 * The layout of every service and manage screen (foundation.md §2 "Shared layout", screens.md
 * §2.5): header, disaster-mode banner, main tabs by permission, flag, room category and user
 * type, and the screen. The service guard above it has made sure someone is signed in here.
 */
export function Component() {
  const signedIn = useSignedIn();
  if (!signedIn) return null;
  return (
    <ToastProvider>
      <UnreadMessagesProvider userIdx={signedIn.user.userIdx} disasterMode={signedIn.disasterMode}>
        <SignedInFrame signedIn={signedIn} />
      </UnreadMessagesProvider>
    </ToastProvider>
  );
}

/**
 * The institution's looks on every signed-in page, and what its configuration says of disaster
 * mode: re-read each time the frame mounts, so that the session learns when the mode ends.
 */
function useInstitutionOfFrame(companyId: string) {
  const { locale } = useLocale();
  const institution = useInstitution(companyId, locale);
  useInstitutionLooks(institution.data);
  const fetchedConfig = institution.isFetchedAfterMount ? institution.data?.cfg : undefined;
  useEffect(() => {
    if (fetchedConfig !== undefined) syncEmergencyMode(fetchedConfig);
  }, [fetchedConfig]);
}

function SignedInFrame({ signedIn }: { signedIn: SignedIn }) {
  const t = useT();
  const toast = useToast();
  const navigate = useNavigate();
  const unread = useUnreadMessages();
  const [myInfoOpen, setMyInfoOpen] = useState(false);
  const [disasterNoticeOpen, setDisasterNoticeOpen] = useState(false);
  // The notice has no trigger of its own: focus goes back to the tab that opened it.
  const noticeOpenerRef = useRef<HTMLElement | null>(null);
  const showDisasterNotice = (opener: Element | null) => {
    noticeOpenerRef.current = opener instanceof HTMLElement ? opener : null;
    setDisasterNoticeOpen(true);
  };
  const onDisasterNoticeChange = (open: boolean) => {
    setDisasterNoticeOpen(open);
    if (open) return;
    const opener = noticeOpenerRef.current;
    noticeOpenerRef.current = null;
    // After the dialog has let focus go (it would return it to a trigger, and there is none).
    if (opener?.isConnected) setTimeout(() => opener.focus());
  };

  const { user, companyId, config, disasterMode } = signedIn;
  const basePath = `/${encodeURIComponent(companyId)}`;
  useInstitutionOfFrame(companyId);

  const screen = useMatches()
    .map((match) => match.handle)
    .findLast(isScreenHandle)?.screen;
  const redirect = disasterRedirect(screen, disasterMode, basePath);
  useEffect(() => {
    if (!redirect) return;
    noticeOpenerRef.current = null;
    setDisasterNoticeOpen(true);
    navigate(redirect, { replace: true });
  }, [redirect, navigate]);

  const manageAccess = signedIn.can('manageAccess');
  const groups = useMemo(
    () =>
      mainTabGroups({
        basePath,
        userType: user.userType,
        funcUse: config.funcUse,
        roomCategory3: config.roomCategory3,
        manageAccess,
        emergencyMode: signedIn.emergencyMode,
        t,
      }),
    [basePath, user.userType, config, manageAccess, signedIn.emergencyMode, t],
  );

  const downloading = useSubmitGuard();
  const downloadClient = async () => {
    try {
      const reply = await api.result('openApp.DOWNLOAD_CLIENT', { companyId });
      // assumed: the link is the installer itself; the browser downloads it in place. A link that
      // is neither http(s) nor a path of this site (`javascript:` from a compromised server) is a
      // failed download.
      if (!leaveFor(reply?.downloadLink, WEB_LINK)) {
        throw new Error('DOWNLOAD_CLIENT gave no usable link');
      }
    } catch {
      toast.error(t('error.download'));
    }
  };

  const logout = () => {
    signOut();
    navigate(basePath, { replace: true });
  };

  return (
    <PageLayout
      header={
        <AppHeader
          homeHref={`${basePath}/main`}
          institutionName={signedIn.companyName}
          renderLink={renderRouterLink}
          inNativeClient={isInNativeClient(signedIn.raw)}
          appAllowed={config.clientSetting.allowsApp}
          onDownloadClient={() => void downloading.run(downloadClient)}
          messagesHref={`${basePath}/message/recv/list`}
          hasUnreadMessages={unread.hasUnread}
          disasterMode={disasterMode}
          helpHref={safeUrl(config.helpSite, WEB_LINK) ?? undefined}
          userName={user.userName}
          onOpenMyInfo={() => setMyInfoOpen(true)}
          onLogout={logout}
        />
      }
      banner={disasterMode ? <DisasterModeBanner /> : undefined}
      tabBar={
        <MainTabBar
          groups={groups}
          activeTabId={screen?.tabId}
          renderLink={renderRouterLink}
          onDisabledTabSelect={() => showDisasterNotice(document.activeElement)}
        />
      }
    >
      {/* A disabled screen is not shown at all while the frame moves to the class screen. */}
      {redirect ? null : <Outlet />}
      <Suspense fallback={null}>
        <DisasterNotice open={disasterNoticeOpen} onOpenChange={onDisasterNoticeChange} />
      </Suspense>
      {/* screens.md §4 notice popups, once the frame has mounted (the first signed-in screen). */}
      {noticePopupsShown() && !disasterMode && (
        <Suspense fallback={null}>
          <NoticePopups userIdx={user.userIdx} />
        </Suspense>
      )}
      {myInfoOpen && (
        <Suspense fallback={null}>
          <MyInfoDialog open={myInfoOpen} onOpenChange={setMyInfoOpen} />
        </Suspense>
      )}
    </PageLayout>
  );
}
