import React, { type ReactNode } from "react";
import { shopSettings } from "../../runtime-settings/runtime-settings";
import { localizedPath } from "../../i18n/language-path";

interface SeoHeadProps {
  title: string;
  description?: string;
  language: string;
  originalPath: string;
  noindex?: boolean;
  children?: ReactNode;
}

export function SeoHead({ title, description, language, originalPath, noindex, children }: SeoHeadProps) {
  const { siteUrl, languages, defaultLanguage } = shopSettings;
  const url = (lng: string) => `${siteUrl}${localizedPath(originalPath, lng, { defaultLanguage })}`;
  return (
    <>
      <html lang={language} />
      <title>{title}</title>
      {description && <meta name="description" content={description} />}
      {noindex ? (
        <meta name="robots" content="noindex" />
      ) : (
        <>
          <link rel="canonical" href={url(language)} />
          {languages.map((lng) => (
            <link key={lng} rel="alternate" hrefLang={lng} href={url(lng)} />
          ))}
          <link rel="alternate" hrefLang="x-default" href={url(defaultLanguage)} />
        </>
      )}
      {children}
    </>
  );
}
