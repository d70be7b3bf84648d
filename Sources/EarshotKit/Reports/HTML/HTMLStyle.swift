/// The report's one style sheet, inline in every page (no external asset, no network). The
/// colours keep a contrast of at least 4.5:1 on their backgrounds, and each one is paired with
/// words (`PASS`, `FAIL`, `SKIP`, `+`, `-`, `differs`), so that nothing is said by colour alone.
enum HTMLStyle {
  static let sheet = """
    body{font:15px/1.45 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1b1b1b;background:#fff;margin:0}
    main,nav{max-width:76rem;margin:0 auto;padding:0 1rem}
    nav{padding-top:.75rem}
    a{color:#0b4fa8}
    code,pre,.step{font-family:ui-monospace,"SF Mono",Menlo,Consolas,monospace;font-size:13px}
    pre{white-space:pre-wrap;overflow-wrap:anywhere;background:#f5f6f7;border:1px solid #d0d4d9;padding:.5rem;margin:.25rem 0}
    table{border-collapse:collapse;margin:.5rem 0 1rem;width:100%}
    caption{text-align:left;font-weight:600;padding:.25rem 0}
    th,td{border:1px solid #c4c9cf;padding:.3rem .5rem;text-align:left;vertical-align:top}
    thead th{background:#eef0f2}
    .pass{color:#1a6b2a;font-weight:700}
    .fail{color:#a4161a;font-weight:700}
    .skip{color:#6b4e00;font-weight:700}
    tr.failed>*,td.failed{background:#fdecec}
    td.differs{background:#fff4d6}
    .line{display:block;white-space:pre-wrap;overflow-wrap:anywhere}
    ins{background:#dcf5e3;color:#0f4d1f;text-decoration:none;display:block}
    del{background:#fde2e1;color:#7d1116;text-decoration:none;display:block}
    .capture{display:flex;flex-wrap:wrap;gap:1rem;align-items:flex-start;margin:.5rem 0}
    .layout{position:relative;flex:0 1 22rem;min-width:12rem;border:2px solid #5b6570;background:#fafbfc}
    .box{position:absolute;box-sizing:border-box;border:2px solid #0b4fa8;background:rgba(11,79,168,.08)}
    .box .n{position:absolute;z-index:1;left:-2px;top:-2px;margin:0;font-size:11px}
    .box .n.end{left:auto;right:-2px}
    .legend,.stack{list-style:none;margin:0;padding:0;flex:1 1 16rem;max-width:40rem}
    .legend li{margin:.15rem 0;overflow-wrap:anywhere}
    .legend .n{min-width:2.2em}
    .stack{margin:.5rem 0;max-width:22rem}
    .stack li{border:2px solid #0b4fa8;background:rgba(11,79,168,.08);margin:.25rem 0;padding:.2rem .4rem;overflow-wrap:anywhere}
    .n{display:inline-block;box-sizing:border-box;min-width:1.5em;padding:0 .3em;line-height:1.5em;white-space:nowrap;text-align:center;background:#0b4fa8;color:#fff;font-weight:700;border-radius:.75em;margin-right:.3em}
    """
}
