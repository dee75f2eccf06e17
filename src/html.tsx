import React from "react";

interface HtmlProps {
  htmlAttributes: React.HtmlHTMLAttributes<HTMLHtmlElement>;
  headComponents: React.ReactNode;
  bodyAttributes: React.HTMLAttributes<HTMLBodyElement>;
  preBodyComponents: React.ReactNode;
  body: string;
  postBodyComponents: React.ReactNode;
}

/**
 * Gatsby's page document without the tags only old browsers read (Internet Explorer's compatibility
 * mode, Safari 9's `shrink-to-fit`): every page carries this frame, with the tags that are the same on
 * every page (the browser's colour, the icon), written once here rather than by each page's head.
 */
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
