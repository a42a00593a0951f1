import Cassowary

print("placeholder")
