// Tests see the double-double references through TestSupport.
@_exported import References
