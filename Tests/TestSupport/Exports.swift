// Tests see the Float80 references through TestSupport.
@_exported import References
