import React from "react";

interface HtmlProps {
  htmlAttributes: React.HtmlHTMLAttributes<HTMLHtmlElement>;
  headComponents: React.ReactNode;
  bodyAttributes: React.HTMLAttributes<HTMLBodyElement>;
  preBodyComponents: React.ReactNode;
  body: string;
  postBodyComponents: React.ReactNode;
}

/** Without the tags only old browsers read; tags the same on every page are written once here. */
export default function Html(props: HtmlProps) {
  return (
    <html {...props.htmlAttributes}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#2f4858" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        {props.headComponents}
      </head>
      <body {...props.bodyAttributes}>
        {props.preBodyComponents}
        <div key="body" id="___gatsby" dangerouslySetInnerHTML={{ __html: props.body }} />
        {props.postBodyComponents}
      </body>
    </html>
  );
}
