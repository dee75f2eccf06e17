import React, { useEffect } from "react";
import { useTranslation } from "../../i18n/hooks";
import { HIDE_CLOSED_NOTICE_STEP, localNoticeMemory as memory } from "../../state/notice-memory";
import { useStorefront } from "../../state/use-storefront";
import { Icon } from "./Icon";
import * as styles from "./layout.module.css";
import { noticeText } from "../../runtime-settings/notice";

/** The marketers' notice for this shop and language (`content/notices.yaml`), until the visitor closes it. */
export function NoticeBar() {
  const { t, i18n } = useTranslation();
  const text = noticeText(i18n.language);
  const hidden = useStorefront((s) => s.hideNoticeBar);
  const hide = useStorefront((s) => s.setHideNoticeBar);
  // Read after hydration, so that the first render matches the server's.
  useEffect(() => {
    if (text && memory.wasHidden(text)) hide(true);
  }, [text, hide]);
  if (!text || hidden) return null;
  const close = () => {
    memory.hide(text);
    hide(true);
  };
  return (
    <>
      <div className={styles.notice} role="region" aria-label={t("notice.label")}>
        <p>{text}</p>
        <button type="button" className={styles.noticeClose} onClick={close}>
          <Icon name="close" />
          <span className={styles.visuallyHidden}>{t("notice.dismiss")}</span>
        </button>
      </div>
      <script dangerouslySetInnerHTML={{ __html: HIDE_CLOSED_NOTICE_STEP }} />
    </>
  );
}
