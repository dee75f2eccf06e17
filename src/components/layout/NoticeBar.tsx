import React from "react";
import { useTranslation } from "../../i18n/hooks";
import { useStorefront } from "../../state/use-storefront";
import { Icon } from "./Icon";
import * as styles from "./layout.module.css";

export function NoticeBar() {
  const { t } = useTranslation();
  const hidden = useStorefront((s) => s.hideNoticeBar);
  const hide = useStorefront((s) => s.setHideNoticeBar);
  if (hidden) return null;
  return (
    <div className={styles.notice} role="region" aria-label={t("notice.text")}>
      <p>{t("notice.text")}</p>
      <button type="button" className={styles.noticeClose} onClick={() => hide(true)}>
        <Icon name="close" />
        <span className={styles.visuallyHidden}>{t("notice.dismiss")}</span>
      </button>
    </div>
  );
}
