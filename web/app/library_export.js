// Pointman web platform — the export surface (web/app/export_glue.cpp), an Emscripten
// --js-library (see web/app/library_page.js): window.pointmanExport = {status(), svgText(),
// jsonText()} for tests and embedders.
mergeInto(LibraryManager.library, {
  pm_export_install_js: function() {
    if (typeof window == "undefined") return;
    window["pointmanExport"] = {
      status: function() { return JSON.parse(Module["_exportStatus"]()); },
      svgText: function() { return Module["_exportSvg"](); },
      jsonText: function() { return Module["_exportJson"](); }
    };
  },
});
