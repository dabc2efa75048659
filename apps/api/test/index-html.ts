/** The shape of the built index.html (apps/web/index.html), for tests of the documents the server writes from it. */
export const INDEX_HTML = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="description" content="Buy and sell CS2 skins." />
    <title>Skins Market</title>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;
